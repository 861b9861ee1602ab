// `pnpm build`: build the frontends whose sources changed; `pnpm build --force` builds all.
import { ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt({ force: process.argv.includes('--force') });

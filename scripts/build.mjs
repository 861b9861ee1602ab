// `pnpm build`: build every frontend, whether or not it changed.
import { ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt({ force: true });

// `npm run release -- <remote> <url>` / `-- <remote> --rollback` / `-- --list`: release a remote
// without restarting the server (arguments: api/src/cli/release.ts).
import { ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();

const { register } = await import('tsx/esm/api');
register();
await import(new URL('api/src/cli/release.ts', `file://${root}/`).href);

// `npm start`: install if needed, build what changed, then run the server in this process.
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

const { register } = await import('tsx/esm/api');
register();
await import(new URL('api/src/main.ts', `file://${root}/`).href);

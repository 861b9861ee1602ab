// `npm run copy-to-postgres`: install if needed, then copy a SQLite database into an empty
// PostgreSQL database (arguments and defaults: api/src/cli/copy-to-postgres.ts).
import { ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();

const { register } = await import('tsx/esm/api');
register();
await import(new URL('api/src/cli/copy-to-postgres.ts', `file://${root}/`).href);

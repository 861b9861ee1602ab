// `npm run copy-to-postgres -- [--from <sqlite file>] [--to <postgres URL>]`: copies the issuer's
// SQLite database into an empty PostgreSQL database. The defaults are the server's own variables
// (DATABASE_PATH, DATABASE_URL), so the same environment that will run the server names both ends.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CopyRefused, copySqliteToPostgres } from '../db/copy-to-postgres';

const usage = 'Usage: npm run copy-to-postgres -- --from ./data/openpresale.db --to postgres://user:password@host:5432/database';

function options() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  // npm runs scripts in the repository root; a relative path means where the command was typed
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const from = values.from
    ? resolve(typedIn, values.from)
    : resolve(process.env.DATABASE_PATH ?? resolve(repositoryRoot, 'data', 'openpresale.db'));
  const to = values.to ?? process.env.DATABASE_URL;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(`--to (or DATABASE_URL) must be a postgres:// URL of an empty database.\n${usage}`);
    process.exit(2);
  }
  return { from, to };
}

const { from, to } = options();
const hidden = to.replace(/:[^:@/]*@/, ':***@');
console.log(`Copying ${from} into ${hidden}`);
try {
  const report = await copySqliteToPostgres({ from, to, log: (line) => console.log(`  ${line}`) });
  const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Done: ${total} rows in ${report.tables.length} tables. Start the server with DATABASE_URL set to this database.`);
} catch (error) {
  const message = error instanceof CopyRefused ? error.message : `The copy failed and was rolled back: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}

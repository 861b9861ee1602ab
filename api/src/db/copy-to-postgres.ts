// Moving up from the embedded default: every row of an issuer's SQLite database copied into an
// empty PostgreSQL database, in one transaction that commits only when the copy is verified.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { closeDatabase, exec, openDatabase, rows, unitOfWork, type Db } from './client';
import { invariantViolations } from './integrity';

/**
 * Every table of the product, parents before the tables that reference them. A table the
 * migrations create but this list lacks stops the copy (see `checkTableList`), so a new table
 * cannot be left behind silently.
 */
export const COPY_ORDER = [
  'users',
  'admins',
  'sessions',
  'cryptos',
  'main_currency',
  'settings',
  'status_levels',
  'transactions',
  'ledger_entries',
  'audit_entries',
  'api_keys',
  'prizes',
  'user_prizes',
  'withdrawals',
  'presale_totals',
  'transaction_counts',
  'rate_limits',
  'account_tokens',
  'outbox',
  'jobs',
  'payments',
  'security_settings',
  'held_rates',
  'remote_versions',
  'remote_live',
] as const;

/** Rows per INSERT statement: well below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

export interface CopyReport {
  tables: { name: string; rows: number }[];
  /** money totals compared between the two databases after the copy */
  totals: { balances: number; ledger: number };
}

/** A refusal the command explains in plain words (nothing was written). */
export class CopyRefused extends Error {}

interface CopyOptions {
  from: string;
  to: string;
  log?: (line: string) => void;
}

export async function copySqliteToPostgres({ from, to, log = () => {} }: CopyOptions): Promise<CopyReport> {
  const source = openSource(from);
  try {
    checkSourceIsCurrent(source);
    // One read transaction: the copy sees one moment of the source even if something still writes.
    source.exec('BEGIN');
    const target = await openDatabase(to);
    try {
      const report = await unitOfWork(target, async (tx) => {
        await checkTableList(tx);
        await checkTargetIsEmpty(tx);
        const tables: CopyReport['tables'] = [];
        for (const name of COPY_ORDER) {
          const copied = await copyTable(source, tx, name);
          tables.push({ name, rows: copied });
          log(`${name}: ${copied} rows`);
        }
        await resetIdentities(tx);
        // statistics for the planner before the verification queries read a million rows
        await exec(tx, sql`ANALYZE`);
        const totals = await verify(source, tx, tables);
        return { tables, totals };
      });
      log('verified: every table has the same number of rows, the money totals are equal, every balance equals its ledger');
      // marks the copied pages all-visible, so index-only scans (deep list pages) need not read the table
      await exec(target, sql`VACUUM`);
      return report;
    } finally {
      await closeDatabase(target);
    }
  } finally {
    if (source.inTransaction) source.exec('COMMIT');
    source.close();
  }
}

function openSource(path: string): Database.Database {
  try {
    return new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyRefused(`Cannot open the SQLite database '${path}': ${(error as Error).message}`);
  }
}

/** The source must have every migration of this version, or its columns would not match. */
function checkSourceIsCurrent(source: Database.Database): void {
  const journal = JSON.parse(readFileSync(fileURLToPath(new URL('../../drizzle/sqlite/meta/_journal.json', import.meta.url)), 'utf8')) as {
    entries: { when: number }[];
  };
  const expected = Math.max(...journal.entries.map((e) => e.when));
  let applied: number | null = null;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the source file is read through better-sqlite3 itself, not a service's Db
    applied = (source.prepare('SELECT MAX(created_at) AS latest FROM __drizzle_migrations').get() as { latest: number | null }).latest;
  } catch {
    throw new CopyRefused('The file is not an OpenPresale database (it has no migration history).');
  }
  if (applied === null || Number(applied) < expected) {
    throw new CopyRefused(
      'The SQLite database was made by an older version: start this version once on it (npm start) so its migrations run, stop it, then copy.',
    );
  }
  if (Number(applied) > expected)
    throw new CopyRefused('The SQLite database was made by a newer version than this one: copy with that version.');
}

async function checkTableList(tx: Db): Promise<void> {
  const present = (await rows<{ name: string }>(tx, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)).map(
    (t) => t.name,
  );
  const unknown = present.filter((name) => !(COPY_ORDER as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`The copy does not know the table(s) ${unknown.join(', ')}; add them to COPY_ORDER.`);
}

async function checkTargetIsEmpty(tx: Db): Promise<void> {
  const filled: string[] = [];
  for (const name of COPY_ORDER) {
    const [{ n }] = (await rows<{ n: number }>(tx, sql.raw(`SELECT COUNT(*) AS n FROM "${name}"`))) as [{ n: number }];
    if (n > 0) filled.push(`${name} (${n})`);
  }
  if (filled.length > 0) {
    throw new CopyRefused(
      `The PostgreSQL database is not empty: ${filled.join(', ')}. Copy into a new, empty database; nothing was changed.`,
    );
  }
}

async function copyTable(source: Database.Database, tx: Db, name: string): Promise<number> {
  const statement = source.prepare(`SELECT * FROM "${name}" ORDER BY rowid`);
  const columns = statement.columns().map((c) => c.name);
  const insert = sql.raw(`INSERT INTO "${name}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `);
  let batch: unknown[][] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    await exec(tx, sql`${insert}${sql.join(values, sql`, `)}`);
    count += batch.length;
    batch = [];
  };
  for (const row of statement.raw().iterate() as Iterable<unknown[]>) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  return count;
}

/** Identity columns continue after the highest copied id, so the next insert does not collide. */
async function resetIdentities(tx: Db): Promise<void> {
  const identities = await rows<{ table: string; column: string }>(
    tx,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
  for (const { table, column } of identities) {
    await exec(
      tx,
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), COALESCE((SELECT MAX("${column}") FROM "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

async function verify(source: Database.Database, tx: Db, tables: CopyReport['tables']): Promise<CopyReport['totals']> {
  for (const { name, rows: copied } of tables) {
    // eslint-disable-next-line no-restricted-syntax -- the source file is read through better-sqlite3 itself, not a service's Db
    const { n } = source.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number };
    if (n !== copied) throw new Error(`Verification failed: ${name} has ${n} rows in SQLite but ${copied} were copied.`);
  }
  // eslint-disable-next-line no-restricted-syntax -- the source file is read through better-sqlite3 itself, not a service's Db
  const sums = (source
    .prepare(
      'SELECT (SELECT COALESCE(SUM(balance_micro), 0) FROM users) AS balances, (SELECT COALESCE(SUM(amount_micro), 0) FROM ledger_entries) AS ledger',
    )
    .get() ?? { balances: 0, ledger: 0 }) as CopyReport['totals'];
  const [copiedSums] = (await rows<CopyReport['totals']>(
    tx,
    sql`SELECT (SELECT COALESCE(SUM(balance_micro), 0) FROM users) AS balances, (SELECT COALESCE(SUM(amount_micro), 0) FROM ledger_entries) AS ledger`,
  )) as [CopyReport['totals']];
  if (copiedSums.balances !== sums.balances || copiedSums.ledger !== sums.ledger) {
    throw new Error(`Verification failed: money totals differ (SQLite ${JSON.stringify(sums)}, PostgreSQL ${JSON.stringify(copiedSums)}).`);
  }
  const problems = await invariantViolations(tx);
  if (problems.length > 0) {
    throw new Error(
      `Verification failed: ${problems.length} money invariant(s) do not hold after the copy, e.g. ${JSON.stringify(problems[0])}.`,
    );
  }
  return sums;
}

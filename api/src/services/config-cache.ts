// Settings, levels, the main currency value and the currencies are read on every request (and
// every order) but change only through a few admin calls. They are kept in memory per opened
// database and dropped (1) by every write path that changes them, right after its transaction
// (configWrite), and (2) whenever another process has committed such a change: on SQLite when
// PRAGMA data_version moves (any commit by another connection), on PostgreSQL when the
// notification of the tables' triggers arrives (LISTEN/NOTIFY, sent at commit; see the migration
// config_change_notify). Between that commit and the notification's arrival (milliseconds) another
// process may still answer from its old copy. Presale figures are not cached: they come from the maintained aggregates on every call.
import type { Statement } from 'better-sqlite3';
import type pg from 'pg';
import { connectionOf, unitOfWork, type Connection, type Db } from '../db/client';
import { prepared } from '../db/prepared';
import type { cryptos } from '../db/tables';

export type CryptoRow = typeof cryptos.$inferSelect;

/** The PostgreSQL channel on which every process hears that configuration changed. */
export const CONFIG_CHANNEL = 'openpresale_config';

interface Entry {
  /** on SQLite: the data_version seen when the values below were filled */
  version: number;
  /** moves on every clear, so a value loaded across a clear is not kept */
  generation: number;
  values: Map<string, unknown>;
  /** on PostgreSQL: the connection that listens for changes, once started */
  listener?: Promise<pg.PoolClient | null>;
  /** false on PostgreSQL until LISTEN is in place: nothing is kept before changes can be heard */
  listening: boolean;
}

function clear(entry: Entry) {
  entry.values.clear();
  entry.generation++;
}

/** SQLite's count of commits by other connections; read on every cached read, so prepared once. */
function dataVersion(connection: Connection): number {
  let statement = connection.shared.get('dataVersion') as Statement<[], number> | undefined;
  if (!statement) {
    statement = connection.sqlite!.prepare<[], number>('PRAGMA data_version').pluck();
    connection.shared.set('dataVersion', statement);
  }
  // better-sqlite3 itself, not a drizzle query: this runs only on SQLite, where it answers at once.
  // eslint-disable-next-line no-restricted-syntax
  return statement.get()!;
}

/** This database's cache, emptied first when another process committed a change since it was filled. */
export function configCache(db: Db): Entry {
  const connection = connectionOf(db);
  let entry = connection.shared.get('config') as Entry | undefined;
  if (!entry) {
    entry = {
      version: connection.engine === 'sqlite' ? dataVersion(connection) : 0,
      generation: 0,
      values: new Map(),
      listening: connection.engine === 'sqlite',
    };
    connection.shared.set('config', entry);
    if (connection.pool) {
      entry.listener = listen(connection.pool, entry);
      connection.beforeClose.push(() => stopConfigListener(db));
    }
    return entry;
  }
  if (connection.pool && !entry.listener) entry.listener = listen(connection.pool, entry);
  if (connection.engine === 'sqlite') {
    const version = dataVersion(connection);
    if (version !== entry.version) {
      clear(entry);
      entry.version = version;
    }
  }
  return entry;
}

/**
 * One pooled connection per process listens for changes made by other processes. Should it fail
 * (the server restarted), the cache is dropped and listening starts again on the next read.
 */
async function listen(pool: pg.Pool, entry: Entry): Promise<pg.PoolClient | null> {
  try {
    const client = await pool.connect();
    client.on('notification', () => clear(entry));
    client.on('error', () => {
      entry.listening = false;
      clear(entry);
      entry.listener = undefined;
      client.release(true);
    });
    await client.query(`LISTEN ${CONFIG_CHANNEL}`);
    clear(entry);
    entry.listening = true;
    return client;
  } catch {
    entry.listener = undefined;
    return null;
  }
}

/** Stops listening (the database is closing). */
export async function stopConfigListener(db: Db): Promise<void> {
  const entry = connectionOf(db).shared.get('config') as Entry | undefined;
  const client = await entry?.listener;
  if (client) {
    entry!.listener = undefined;
    entry!.listening = false;
    client.release(true);
  }
}

/** Drops everything cached for this database; call after a write to a cached table. */
export function invalidateConfig(db: Db): void {
  const entry = connectionOf(db).shared.get('config') as Entry | undefined;
  if (entry) clear(entry);
}

/** A transaction that writes cached tables: every process drops its cache after it, committed or not. */
export async function configWrite<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await unitOfWork(db, fn);
  } finally {
    invalidateConfig(db);
  }
}

/** A value read from (or computed from) the cached tables, kept until the next invalidation. */
export async function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const entry = configCache(db);
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const generation = entry.generation;
  const value = await load();
  if (entry.listening && entry.generation === generation) entry.values.set(key, value);
  return value;
}

/** Every currency row by id (cached). */
export function cryptoRows(db: Db): Promise<CryptoRow[]> {
  return cached(db, 'cryptoRows', () => prepared(db).cryptosById.execute());
}

/** The currency with this exact code, or undefined (cached). */
export async function cryptoByCurrency(db: Db, currency: string): Promise<CryptoRow | undefined> {
  const byCurrency = await cached(db, 'cryptoByCurrency', async () => new Map((await cryptoRows(db)).map((r) => [r.currency, r])));
  return byCurrency.get(currency);
}

// Opening a database: SQLite (better-sqlite3, the embedded default) or PostgreSQL (node-postgres),
// with the committed migrations of that dialect applied, behind one async interface.
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { BaseSQLiteDatabase, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import type * as sqliteSchema from './schema.sqlite';
import { bindTables, type Engine } from './tables';

export type { Engine };

/**
 * The one type services are written against (see tables.ts). Only what both engines share is
 * used: awaited query builders, `.returning()`, `.prepare()` through prepared.ts, and raw SQL
 * through `rows`/`exec` below — never SQLite's synchronous `.get()`, `.all()` or `.run()`.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof sqliteSchema>;

// Resolved from this file, not from the working directory, so any entry point finds them.
const MIGRATIONS = {
  sqlite: fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url)),
  postgres: fileURLToPath(new URL('../../drizzle/pg', import.meta.url)),
};

/** What a Db handle (the database, or one of its transactions) runs on. */
export interface Connection {
  engine: Engine;
  /** what openDatabase was given: a file path, ':memory:' or a postgres:// URL */
  location: string;
  /** true for the handle given to a unit of work */
  inTransaction: boolean;
  unitOfWork<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  rows<T>(query: SQL): Promise<T[]>;
  /** runs a raw statement that returns no rows */
  exec(query: SQL): Promise<void>;
  /** state other modules keep per database (caches, prepared statements), shared by its transactions */
  readonly shared: Map<string, unknown>;
  /** the SQLite connection, for the few things only SQLite has (PRAGMA data_version) */
  sqlite?: Database.Database;
  /** the PostgreSQL pool, for LISTEN */
  pool?: pg.Pool;
  /** run before the database closes (a listener gives its pooled connection back) */
  beforeClose: Array<() => Promise<void>>;
  close(): Promise<void>;
}

const connections = new WeakMap<object, Connection>();

export function connectionOf(db: Db): Connection {
  const connection = connections.get(db);
  if (!connection) throw new Error('This database handle was not opened by openDatabase.');
  return connection;
}

/** Runs `fn` in one transaction; inside a unit of work it simply joins it. */
export function unitOfWork<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return connectionOf(db).unitOfWork(fn);
}

/** The rows of a raw SQL query, on either engine. */
export function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return connectionOf(db).rows<T>(query);
}

/** Runs a raw SQL statement that returns no rows, on either engine. */
export function exec(db: Db, query: SQL): Promise<void> {
  return connectionOf(db).exec(query);
}

export const engineOf = (db: Db): Engine => connectionOf(db).engine;

export async function closeDatabase(db: Db): Promise<void> {
  const connection = connectionOf(db);
  for (const hook of connection.beforeClose.splice(0)) await hook();
  await connection.close();
}

/** `DATABASE_URL` chooses PostgreSQL; anything else is a SQLite file path (or ':memory:'). */
export function openDatabase(location: string): Promise<Db> {
  return /^postgres(ql)?:\/\//.test(location) ? openPostgres(location) : Promise.resolve(openSqlite(location));
}

function openSqlite(path: string): Db {
  bindTables('sqlite');
  const client = new Database(path);
  if (path !== ':memory:' && path !== '') client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
  client.pragma('synchronous = NORMAL');
  const root = drizzleSqlite(client);
  migrateSqlite(root, { migrationsFolder: MIGRATIONS.sqlite });
  // better-sqlite3 answers synchronously and the drizzle builders can be awaited, so the same
  // service code runs here; transactions are explicit statements on this one connection.
  const txHandle = drizzleSqlite(client) as unknown as Db;
  const shared = new Map<string, unknown>();
  let queue: Promise<unknown> = Promise.resolve();
  const base = {
    engine: 'sqlite' as const,
    location: path,
    shared,
    beforeClose: [] as Array<() => Promise<void>>,
    sqlite: client,
    rows: async <T>(query: SQL) => root.all<T>(query),
    exec: async (query: SQL) => {
      root.run(query);
    },
    close: async () => {
      client.close();
    },
  };
  const inside: Connection = {
    ...base,
    inTransaction: true,
    unitOfWork: (fn) => fn(txHandle),
  };
  const outside: Connection = {
    ...base,
    inTransaction: false,
    // One unit at a time on the connection: a unit that awaited something else than the database
    // must not let a second BEGIN in. Units only await database calls, which SQLite answers at once.
    unitOfWork<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const run = async () => {
        client.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(txHandle);
          client.exec('COMMIT');
          return result;
        } catch (error) {
          if (client.inTransaction) client.exec('ROLLBACK');
          throw error;
        }
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
  const db = root as unknown as Db;
  connections.set(db, outside);
  connections.set(txHandle, inside);
  return db;
}

/** PostgreSQL error codes after which a whole transaction may simply be tried again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

// bigint (int8) and numeric (SUM of bigint) arrive as strings by default; every count and amount
// here stays below 2^53, so they are read as numbers, as on SQLite. This is set on the driver's
// global parsers because drizzle's node-postgres session consults those for every query.
const INT8 = 20;
const NUMERIC = 1700;
pg.types.setTypeParser(INT8, Number);
pg.types.setTypeParser(NUMERIC, Number);

async function openPostgres(url: string): Promise<Db> {
  bindTables('postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const root = drizzlePg(pool);
  await migratePg(root, { migrationsFolder: MIGRATIONS.postgres });
  const shared = new Map<string, unknown>();
  const rowsOf = async <T>(handle: NodePgDatabase, query: SQL) => (await handle.execute(query)).rows as T[];
  const execOf = async (handle: NodePgDatabase, query: SQL) => {
    await handle.execute(query);
  };
  const outside: Connection = {
    engine: 'postgres',
    location: url,
    inTransaction: false,
    shared,
    beforeClose: [],
    pool,
    rows: (query) => rowsOf(root, query),
    exec: (query) => execOf(root, query),
    async unitOfWork<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await root.transaction(async (tx) => {
            connections.set(tx, {
              ...outside,
              inTransaction: true,
              rows: (query) => rowsOf(tx as unknown as NodePgDatabase, query),
              exec: (query) => execOf(tx as unknown as NodePgDatabase, query),
              unitOfWork: (inner) => inner(tx as unknown as Db),
            });
            return fn(tx as unknown as Db);
          });
        } catch (error) {
          const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
          if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    close: () => pool.end(),
  };
  const db = root as unknown as Db;
  connections.set(db, outside);
  return db;
}

/**
 * Locks one row for the rest of the unit of work (SELECT … FOR UPDATE on PostgreSQL), so two
 * units that change the same balance or order run one after the other. On SQLite the unit's
 * IMMEDIATE transaction already holds the database's write lock.
 */
export async function lockRow(tx: Db, table: SQLiteTable, idColumn: SQLiteColumn, id: number | string): Promise<void> {
  const connection = connectionOf(tx);
  if (!connection.inTransaction) throw new Error('lockRow needs a unit of work.');
  if (connection.engine === 'postgres') await connection.exec(sql`SELECT 1 FROM ${table} WHERE ${idColumn} = ${id} FOR UPDATE`);
}

/** The first row of an awaited query, or undefined (both engines' answer to SQLite's `.get()`). */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

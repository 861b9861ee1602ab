// Settings, levels, the main currency value and the currencies are read on every request (and
// every order) but change only through a few admin calls. They are kept in memory per SQLite
// connection and dropped (1) by every write path that changes them, right after its transaction
// (invalidateConfig / configWrite), and (2) whenever another connection has committed to the
// database (PRAGMA data_version moves), so a second process or a script never leaves them stale.
// Presale figures are not cached: they come from the maintained aggregates on every call.
import type Database from 'better-sqlite3';
import type { StatusLevel } from '@openpresale/shared/domain';
import type { Settings } from '@openpresale/shared/schemas';
import { inTransaction, type Db } from '../db/client';
import { clientOf, prepared } from '../db/prepared';
import type { cryptos } from '../db/schema';

export type CryptoRow = typeof cryptos.$inferSelect;

interface Entry {
  dataVersion: Database.Statement<[], number>;
  version: number;
  settings?: Settings;
  levels?: StatusLevel[];
  mainValueMicro?: number;
  cryptoRows?: CryptoRow[];
  cryptoByCurrency?: Map<string, CryptoRow>;
  derived: Map<string, unknown>;
}

const entries = new WeakMap<Database.Database, Entry>();

function clear(entry: Entry) {
  entry.settings = undefined;
  entry.levels = undefined;
  entry.mainValueMicro = undefined;
  entry.cryptoRows = undefined;
  entry.cryptoByCurrency = undefined;
  entry.derived.clear();
}

/** This connection's cache, emptied first when another connection committed since it was filled. */
export function configCache(db: Db): Entry {
  const client = clientOf(db);
  let entry = entries.get(client);
  if (!entry) {
    const dataVersion = client.prepare<[], number>('PRAGMA data_version').pluck();
    entry = { dataVersion, version: dataVersion.get()!, derived: new Map() };
    entries.set(client, entry);
    return entry;
  }
  const version = entry.dataVersion.get()!;
  if (version !== entry.version) {
    clear(entry);
    entry.version = version;
  }
  return entry;
}

/** Drops everything cached for this connection; call after a write to a cached table. */
export function invalidateConfig(db: Db): void {
  const entry = entries.get(clientOf(db));
  if (entry) clear(entry);
}

/** An IMMEDIATE transaction that writes cached tables: the cache is dropped after it, committed or not. */
export function configWrite<T>(db: Db, fn: (tx: Db) => T): T {
  try {
    return inTransaction(db, fn);
  } finally {
    invalidateConfig(db);
  }
}

/** A value computed from the cached tables, kept until the next invalidation. */
export function cachedDerived<T>(db: Db, key: string, compute: () => T): T {
  const entry = configCache(db);
  if (entry.derived.has(key)) return entry.derived.get(key) as T;
  const value = compute();
  entry.derived.set(key, value);
  return value;
}

/** Every currency row by id (cached). */
export function cryptoRows(db: Db): CryptoRow[] {
  const cache = configCache(db);
  return (cache.cryptoRows ??= prepared(db).cryptosById.all());
}

/** The currency with this exact code, or undefined (cached). */
export function cryptoByCurrency(db: Db, currency: string): CryptoRow | undefined {
  const cache = configCache(db);
  cache.cryptoByCurrency ??= new Map(cryptoRows(db).map((r) => [r.currency, r]));
  return cache.cryptoByCurrency.get(currency);
}

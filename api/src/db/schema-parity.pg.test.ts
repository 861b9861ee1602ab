// The two dialects' committed migrations build the same database: the same tables, columns (name
// and whether they may be empty), indexes (name, columns, unique, partial), foreign keys and
// check constraints. Runs in the PostgreSQL run of the suite, next to a migrated SQLite database.
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { rows } from './client';

interface Shape {
  columns: Record<string, string[]>;
  indexes: string[];
  foreignKeys: string[];
  checks: string[];
}

function sqliteShape(): Shape {
  const client = new Database(':memory:');
  migrate(drizzle(client), { migrationsFolder: fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url)) });
  const all = <T>(query: string, ...params: unknown[]) => client.prepare(query).all(...params) as T[];
  const tables = all<{ name: string; sql: string }>(
    `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'`,
  );
  const shape: Shape = { columns: {}, indexes: [], foreignKeys: [], checks: [] };
  for (const { name, sql: ddl } of tables) {
    shape.columns[name] = all<{ name: string; notnull: number; pk: number }>(`PRAGMA table_info("${name}")`)
      .map((c) => `${c.name}${c.notnull || c.pk ? ' not null' : ''}`)
      .sort();
    for (const index of all<{ name: string; unique: number; partial: number; origin: string }>(`PRAGMA index_list("${name}")`)) {
      if (index.origin === 'pk') continue;
      const columns = all<{ name: string }>(`PRAGMA index_info("${index.name}")`).map((c) => c.name);
      shape.indexes.push(`${name}.${index.name}(${columns.join(',')})${index.unique ? ' unique' : ''}${index.partial ? ' partial' : ''}`);
    }
    for (const fk of all<{ from: string; table: string; on_delete: string }>(`PRAGMA foreign_key_list("${name}")`)) {
      shape.foreignKeys.push(`${name}.${fk.from} -> ${fk.table} on delete ${fk.on_delete.toLowerCase()}`);
    }
    for (const match of ddl.matchAll(/CONSTRAINT "([^"]+)" CHECK/g)) shape.checks.push(`${name}.${match[1]}`);
  }
  client.close();
  return { ...shape, indexes: shape.indexes.sort(), foreignKeys: shape.foreignKeys.sort(), checks: shape.checks.sort() };
}

async function postgresShape(): Promise<Shape> {
  const db = await freshDatabase();
  const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
    db,
    sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const shape: Shape = { columns: {}, indexes: [], foreignKeys: [], checks: [] };
  for (const c of columns) (shape.columns[c.table_name] ??= []).push(`${c.column_name}${c.is_nullable === 'NO' ? ' not null' : ''}`);
  for (const list of Object.values(shape.columns)) list.sort();
  const indexes = await rows<{ table: string; name: string; columns: string; unique: boolean; partial: boolean }>(
    db,
    sql`SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indpred IS NOT NULL AS partial,
          (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(x.indkey) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS columns
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND NOT x.indisprimary`,
  );
  shape.indexes = indexes.map((i) => `${i.table}.${i.name}(${i.columns})${i.unique ? ' unique' : ''}${i.partial ? ' partial' : ''}`).sort();
  const constraints = await rows<{ table: string; name: string; type: string; column: string; target: string; on_delete: string }>(
    db,
    sql`SELECT t.relname AS table, c.conname AS name, c.contype AS type,
          (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attnum = c.conkey[1]) AS column,
          f.relname AS target,
          CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null' WHEN 'a' THEN 'no action' WHEN 'r' THEN 'restrict' ELSE '' END AS on_delete
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        LEFT JOIN pg_class f ON f.oid = c.confrelid
        WHERE n.nspname = 'public' AND c.contype IN ('f', 'c')`,
  );
  shape.foreignKeys = constraints
    .filter((c) => c.type === 'f')
    .map((c) => `${c.table}.${c.column} -> ${c.target} on delete ${c.on_delete}`)
    .sort();
  shape.checks = constraints
    .filter((c) => c.type === 'c')
    .map((c) => `${c.table}.${c.name}`)
    .sort();
  return shape;
}

describe('schema parity of the two dialects', () => {
  it('the SQLite and PostgreSQL migrations build the same tables, columns, indexes, foreign keys and checks', async () => {
    const [sqlite, postgres] = [sqliteShape(), await postgresShape()];
    expect(Object.keys(postgres.columns).sort()).toEqual(Object.keys(sqlite.columns).sort());
    expect(postgres.columns).toEqual(sqlite.columns);
    expect(postgres.indexes).toEqual(sqlite.indexes);
    expect(postgres.foreignKeys).toEqual(sqlite.foreignKeys);
    expect(postgres.checks).toEqual(sqlite.checks);
    // the comparison covers the whole schema, not two empty lists
    expect(Object.keys(sqlite.columns).length).toBe(25);
    expect(sqlite.indexes.length).toBeGreaterThan(15);
    expect(sqlite.foreignKeys.length).toBeGreaterThan(5);
    expect(sqlite.checks.length).toBeGreaterThan(3);
  });
});

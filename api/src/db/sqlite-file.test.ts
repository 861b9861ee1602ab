import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, connectionOf, openDatabase, rows } from './client';
import { seedIfEmpty } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'openpresale-db-'));
afterAll(async () => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase on a SQLite file (DESIGN: WAL, foreign keys, committed migrations applied at start)', () => {
  it('opens a SQLite file in WAL mode with foreign keys and a busy timeout, and migrates once', async () => {
    const path = join(dir, 'a.db');
    const db = await openDatabase(path);
    const sqlite = connectionOf(db).sqlite!;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    const migrations = sql`SELECT COUNT(*) AS n FROM __drizzle_migrations`;
    const applied = (await rows<{ n: number }>(db, migrations))[0]!.n;
    expect(applied).toBeGreaterThanOrEqual(3);
    expect(await seedIfEmpty(db, { adminLogin: 'boss', adminPassword: 'long-enough' })).toEqual({ seeded: true, adminLogin: 'boss' });
    await closeDatabase(db);
    const again = await openDatabase(path);
    expect((await rows<{ n: number }>(again, migrations))[0]!.n).toBe(applied);
    expect(await seedIfEmpty(again, {})).toEqual({ seeded: false, adminLogin: 'boss' });
    await closeDatabase(again);
  });
});

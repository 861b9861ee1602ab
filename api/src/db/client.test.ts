import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'openpresale-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase (DESIGN: WAL, foreign keys, committed migrations applied at start)', () => {
  it('opens a file database in WAL mode with foreign keys and a busy timeout, and migrates once', () => {
    const path = join(dir, 'a.db');
    const db = openDatabase(path);
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    const applied = db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM __drizzle_migrations`)!.n;
    expect(applied).toBeGreaterThanOrEqual(3);
    const first = seedIfEmpty(db, { adminLogin: 'boss', adminPassword: 'long-enough' });
    expect(first).toEqual({ seeded: true, adminLogin: 'boss' });
    db.$client.close();
    const again = openDatabase(path);
    expect(again.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM __drizzle_migrations`)!.n).toBe(applied);
    expect(seedIfEmpty(again, {})).toEqual({ seeded: false, adminLogin: 'boss' });
    again.$client.close();
  });

  /** The driver's message, also when drizzle wraps the error. */
  function failure(fn: () => unknown): string {
    try {
      fn();
    } catch (err) {
      const e = err as Error;
      return `${e.message} ${(e.cause as Error | undefined)?.message ?? ''}`;
    }
    return 'no error';
  }

  it('refuses writes that break the schema rules (foreign keys, single settings row, status values)', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db, { adminPassword: 'long-enough' });
    expect(
      failure(() =>
        db.run(sql`INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (999, 'bonus', 1, 'x', 'now')`),
      ),
    ).toMatch(/FOREIGN KEY/);
    expect(failure(() => db.run(sql`INSERT INTO settings (id, data, updated_at) VALUES (2, '{}', 'now')`))).toMatch(/CHECK/);
    expect(failure(() => db.run(sql`UPDATE main_currency SET value_micro = 0`))).toMatch(/CHECK/);
    db.run(sql`INSERT INTO users (name, email, password_hash, created_at) VALUES ('a', 'a@b.co', 'x', 'now')`);
    expect(
      failure(() =>
        db.run(sql`INSERT INTO transactions (order_token, user_id, crypto_to_transfer, amount_to_transfer_micro, rate_micro, address, email, tokens_micro,
          amount_to_receive_micro, bonus_micro, usd_value_micro, stage, status, created_at, updated_at)
          VALUES ('t', 1, 'USDT', 1, 1, 'a', 'a@b.co', 1, 1, 0, 1, 'Stage 1', 'paid', 'now', 'now')`),
      ),
    ).toMatch(/CHECK/);
    db.run(
      sql`INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (1, 'purchase', 1, 'transaction:1', 'now')`,
    );
    // the same order can never be credited twice, whatever the code above the database does
    expect(
      failure(() =>
        db.run(
          sql`INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (1, 'purchase', 1, 'transaction:1', 'now')`,
        ),
      ),
    ).toMatch(/UNIQUE/);
  });
});

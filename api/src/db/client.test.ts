import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { exec, rows } from './client';
import { seedIfEmpty } from './seed';

describe('the schema rules hold on either engine', () => {
  /** The driver's message, also when drizzle wraps the error. */
  async function failure(run: () => Promise<unknown>): Promise<string> {
    try {
      await run();
    } catch (err) {
      const e = err as Error;
      return `${e.message} ${(e.cause as Error | undefined)?.message ?? ''}`;
    }
    return 'no error';
  }

  it('refuses writes that break the schema rules (foreign keys, single settings row, status values)', async () => {
    const db = await freshDatabase();
    await seedIfEmpty(db, { adminPassword: 'long-enough' });
    const foreignKey = /FOREIGN KEY|foreign key constraint/;
    const check = /CHECK|check constraint/;
    const unique = /UNIQUE|unique constraint/;
    expect(
      await failure(() =>
        exec(db, sql`INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (999, 'bonus', 1, 'x', 'now')`),
      ),
    ).toMatch(foreignKey);
    expect(await failure(() => exec(db, sql`INSERT INTO settings (id, data, updated_at) VALUES (2, '{}', 'now')`))).toMatch(check);
    expect(await failure(() => exec(db, sql`UPDATE main_currency SET value_micro = 0`))).toMatch(check);
    const [user] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO users (name, email, password_hash, created_at) VALUES ('a', 'a@b.co', 'x', 'now') RETURNING id`,
    );
    expect(
      await failure(() =>
        exec(
          db,
          sql`INSERT INTO transactions (order_token, user_id, crypto_to_transfer, amount_to_transfer_micro, rate_micro, address, email, tokens_micro,
          amount_to_receive_micro, bonus_micro, usd_value_micro, stage, status, created_at, updated_at)
          VALUES ('t', ${user!.id}, 'USDT', 1, 1, 'a', 'a@b.co', 1, 1, 0, 1, 'Stage 1', 'paid', 'now', 'now')`,
        ),
      ),
    ).toMatch(check);
    const credit = sql`INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (${user!.id}, 'purchase', 1, 'transaction:1', 'now')`;
    await exec(db, credit);
    // the same order can never be credited twice, whatever the code above the database does
    expect(await failure(() => exec(db, credit))).toMatch(unique);
  });
});

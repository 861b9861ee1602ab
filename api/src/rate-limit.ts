import { sql } from 'drizzle-orm';
import { exec, rows, type Db } from './db/client';

// Fixed-window attempt counters kept in the database, so several API processes count together.
// An attempt is counted BEFORE the password is checked, in one statement that increments and
// returns the new count: parallel requests each get their own number, and only the first `limit`
// of them are let through. A successful sign-in gives its attempt back afterwards, so only
// failures count against an account or an address.

export interface RateLimitOptions {
  windowMs: number;
  /** failed sign-ins per IP per window (login, admin login); registrations per IP per window */
  perIp: number;
  /** failed attempts per account per window */
  perAccount: number;
  /** e-mails asked for one address or account per window (reset links, verification links) */
  mailPerAccount: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 15 * 60 * 1000, perIp: 100, perAccount: 10, mailPerAccount: 3 };

/** Expired counters are deleted every this many counted attempts (per process). */
const SWEEP_EVERY = 500;

export interface CountedKey {
  key: string;
  limit: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimits {
  private untilSweep = SWEEP_EVERY;

  constructor(
    private readonly db: Db,
    readonly options: RateLimitOptions,
  ) {}

  /**
   * Counts one attempt against every key. When any key is now over its limit the attempt is
   * refused and given back on every key, so refused attempts never lengthen a block.
   */
  async take(keys: CountedKey[], now: number): Promise<TakeResult> {
    const counted = [];
    for (const { key, limit } of keys) counted.push({ key, limit, ...(await this.increment(key, now)) });
    const over = counted.filter((entry) => entry.count > entry.limit);
    if (over.length === 0) return { allowed: true };
    for (const { key } of counted) await this.giveBack(key);
    const resetAt = Math.max(...over.map((entry) => entry.resetAt));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }

  /** Returns one counted attempt (a sign-in that succeeded). */
  async giveBack(key: string): Promise<void> {
    await exec(this.db, sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0`);
  }

  /** Forgets a key's attempts (the rightful owner signed in). */
  async clear(key: string): Promise<void> {
    await exec(this.db, sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  private async increment(key: string, now: number): Promise<{ count: number; resetAt: number }> {
    if (--this.untilSweep <= 0) {
      this.untilSweep = SWEEP_EVERY;
      await exec(this.db, sql`DELETE FROM rate_limits WHERE reset_at <= ${now}`);
    }
    const [row] = await rows<{ count: number; reset_at: number }>(
      this.db,
      sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${now + this.options.windowMs})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`,
    );
    return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
  }
}

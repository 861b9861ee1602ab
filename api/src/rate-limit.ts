import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exec, rows, type Db } from './db/client';

// Attempt counters kept in the database, so several API processes count together. An attempt is
// counted BEFORE the password is checked, in one statement that increments and returns the new
// state: parallel requests each get their own number, and only those the rule lets through reach
// the check.
//
// Two rules share the table:
// - fixed windows (registrations per address, orders per buyer): `limit` per window, then 429;
// - increasing delays (failed sign-ins): the first `free` attempts pass at once, then each
//   further one must wait twice as long as the one before (1 s, 2 s, 4 s … up to a cap). The
//   counter forgets after a whole window without attempts, and a success clears it. A delay
//   slows guessing without ever shutting the rightful owner out for long.

export interface RateLimitOptions {
  windowMs: number;
  /** registrations per address per window */
  perIp: number;
  /** failed sign-ins per account (from any address) before delays start */
  perAccount: number;
  /** e-mails asked for one address or account per window (reset links, verification links) */
  mailPerAccount: number;
  /** failed sign-ins per account from one address before delays start */
  perAccountAndAddress: number;
  /** the first delay; each further one doubles */
  baseDelayMs: number;
  /** longest delay for one address on one account */
  maxDelayMs: number;
  /** longest delay for an account as a whole (many addresses): short, since it reaches the owner too */
  maxAccountDelayMs: number;
  /** orders a buyer may place per hour */
  ordersPerHour: number;
  /** orders one buyer may have waiting for payment at once */
  maxPendingOrders: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  perIp: 100,
  perAccount: 10,
  mailPerAccount: 3,
  perAccountAndAddress: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  maxAccountDelayMs: 60 * 1000,
  ordersPerHour: 30,
  maxPendingOrders: 20,
};

/** Expired counters are deleted every this many counted attempts (per process). */
const SWEEP_EVERY = 500;
const HOUR_MS = 3600 * 1000;

export interface CountedKey {
  key: string;
  limit: number;
  /** window of this key; the options' window when absent */
  windowMs?: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const retryAfter = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

export class RateLimits {
  private untilSweep = SWEEP_EVERY;

  constructor(
    private readonly db: Db,
    readonly options: RateLimitOptions,
  ) {}

  /**
   * Counts one attempt against every key (fixed windows). When any key is now over its limit the
   * attempt is refused and given back on every key, so refused attempts never lengthen a block.
   */
  async take(keys: CountedKey[], now: number): Promise<TakeResult> {
    const counted = [];
    for (const entry of keys)
      counted.push({ ...entry, ...(await this.increment(entry.key, now, entry.windowMs ?? this.options.windowMs)) });
    const over = counted.filter((entry) => entry.count > entry.limit);
    if (over.length === 0) return { allowed: true };
    for (const { key } of counted) await this.giveBack(key);
    const resetAt = Math.max(...over.map((entry) => entry.resetAt));
    return { allowed: false, retryAfterSeconds: retryAfter(resetAt, now) };
  }

  /** Orders placed by one buyer in the last hour (fixed window). */
  takeOrder(buyerId: number, now: number): Promise<TakeResult> {
    return this.take([{ key: `order:user:${buyerId}`, limit: this.options.ordersPerHour, windowMs: HOUR_MS }], now);
  }

  /**
   * One attempt under the increasing-delay rule: allowed while fewer than `free` attempts were
   * made, or once the delay set by the previous attempt has passed (which sets the next, doubled).
   */
  async takeDelayed(key: string, free: number, maxDelayMs: number, now: number): Promise<TakeResult> {
    await this.sweep(now);
    const { baseDelayMs, windowMs } = this.options;
    // the delay after the n-th attempt (n ≥ free), spelled out because SQLite has no pow()
    const delays: string[] = [];
    for (let extra = 0; extra < 24; extra++) delays.push(`WHEN ${extra} THEN ${Math.min(baseDelayMs * 2 ** extra, maxDelayMs)}`);
    const delayAfter = (count: string) =>
      sql.raw(`CASE WHEN ${count} < ${free} THEN 0 ELSE ${now} + (CASE ${count} - ${free} ${delays.join(' ')} ELSE ${maxDelayMs} END) END`);
    const nonce = randomBytes(9).toString('base64url');
    const [row] = await rows<{ count: number; next_at: number; nonce: string | null }>(
      this.db,
      sql`
      INSERT INTO rate_limits (key, count, reset_at, next_at, nonce)
      VALUES (${key}, 1, ${now + windowMs}, ${sql.raw(String(free <= 1 ? now + baseDelayMs : 0))}, ${nonce})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1
                     WHEN rate_limits.next_at > ${now} THEN rate_limits.count
                     ELSE rate_limits.count + 1 END,
        next_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${sql.raw(String(free <= 1 ? now + baseDelayMs : 0))}
                       WHEN rate_limits.next_at > ${now} THEN rate_limits.next_at
                       ELSE ${delayAfter('rate_limits.count + 1')} END,
        nonce = CASE WHEN rate_limits.reset_at <= ${now} OR rate_limits.next_at <= ${now} THEN excluded.nonce
                     ELSE rate_limits.nonce END,
        reset_at = CASE WHEN rate_limits.next_at > ${now} AND rate_limits.reset_at > ${now} THEN rate_limits.reset_at
                        ELSE ${now + windowMs} END
      RETURNING count, next_at, nonce`,
    );
    if (row!.nonce === nonce) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfter(Number(row!.next_at), now) };
  }

  /** Returns one counted attempt (a registration that did not happen). */
  async giveBack(key: string): Promise<void> {
    await exec(this.db, sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0`);
  }

  /** Forgets a key's attempts (the rightful owner signed in). */
  async clear(key: string): Promise<void> {
    await exec(this.db, sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  private async sweep(now: number) {
    if (--this.untilSweep <= 0) {
      this.untilSweep = SWEEP_EVERY;
      await exec(this.db, sql`DELETE FROM rate_limits WHERE reset_at <= ${now}`);
    }
  }

  private async increment(key: string, now: number, windowMs: number): Promise<{ count: number; resetAt: number }> {
    await this.sweep(now);
    const [row] = await rows<{ count: number; reset_at: number }>(
      this.db,
      sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${now + windowMs})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`,
    );
    return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
  }
}

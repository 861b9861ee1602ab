// Fixed-window counters in memory: enough for one process (the default deployment). Several API
// processes would each count on their own; see api/README.md.

export interface RateLimitOptions {
  windowMs: number;
  /** failed sign-ins per IP per window (login, admin login); registrations per IP per window */
  perIp: number;
  /** failed attempts per account per window */
  perAccount: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 15 * 60 * 1000, perIp: 100, perAccount: 10 };

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  private entry(key: string, now: number) {
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      e = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, e);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    return e;
  }

  /** True when the key is already at its limit. */
  isLimited(key: string, now: number): boolean {
    return this.entry(key, now).count >= this.limit;
  }

  /** Seconds until the key's window resets. */
  retryAfter(key: string, now: number): number {
    return Math.max(1, Math.ceil((this.entry(key, now).resetAt - now) / 1000));
  }

  hit(key: string, now: number): void {
    this.entry(key, now).count += 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, e] of this.hits) if (e.resetAt <= now) this.hits.delete(key);
  }
}

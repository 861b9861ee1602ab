import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactionCounts } from '../db/schema';

/** Moves the live-order counter of one status; call in the transaction of the order write. */
export function bumpCount(tx: Db, status: string, delta: number): void {
  tx.insert(transactionCounts)
    .values({ status, n: delta })
    .onConflictDoUpdate({ target: transactionCounts.status, set: { n: sql`${transactionCounts.n} + ${delta}` } })
    .run();
}

export function liveCount(db: Db, status?: string): number {
  const rows = db.select().from(transactionCounts).all();
  return rows.filter((r) => !status || r.status === status).reduce((s, r) => s + r.n, 0);
}

import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { transactionCounts } from '../db/schema';

/** Moves the live-order counter of one status; call in the transaction of the order write. */
export function bumpCount(tx: Db, status: string, delta: number): void {
  prepared(tx).bumpCount.run({ status, delta });
}

export function liveCount(db: Db, status?: string): number {
  const rows = db.select().from(transactionCounts).all();
  return rows.filter((r) => !status || r.status === status).reduce((s, r) => s + r.n, 0);
}

import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { transactionCounts } from '../db/tables';

/** Moves the live-order counter of one status; call in the transaction of the order write. */
export async function bumpCount(tx: Db, status: string, delta: number): Promise<void> {
  await prepared(tx).bumpCount.execute({ status, delta });
}

export async function liveCount(db: Db, status?: string): Promise<number> {
  const rows = await db.select().from(transactionCounts);
  return rows.filter((r) => !status || r.status === status).reduce((s, r) => s + r.n, 0);
}

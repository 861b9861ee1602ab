import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, users } from '../db/schema';

export type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

/**
 * The only way a balance changes: one ledger entry and the cached balance, in the caller's
 * transaction (call inside inTransaction). Bonus entries also move the bonusTokens total.
 */
export function postLedger(tx: Db, entry: { userId: number; kind: LedgerKind; amountMicro: number; reference: string; at: string }): void {
  if (!Number.isSafeInteger(entry.amountMicro) || entry.amountMicro === 0) throw new Error('Ledger amount must be a non-zero integer');
  tx.insert(ledgerEntries)
    .values({ userId: entry.userId, kind: entry.kind, amountMicro: entry.amountMicro, reference: entry.reference, createdAt: entry.at })
    .run();
  tx.update(users)
    .set({
      balanceMicro: sql`${users.balanceMicro} + ${entry.amountMicro}`,
      ...(entry.kind === 'bonus' ? { bonusMicro: sql`${users.bonusMicro} + ${entry.amountMicro}` } : {}),
    })
    .where(eq(users.id, entry.userId))
    .run();
}

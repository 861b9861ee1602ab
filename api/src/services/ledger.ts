import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import type { ledgerEntries } from '../db/tables';

export type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

/** Entries that count as tokens bought (with bonuses): they decide the status level. */
const PURCHASED_KINDS = new Set<LedgerKind>(['purchase', 'bonus', 'admin_credit']);

/**
 * The only way a balance changes: one ledger entry and the cached balance, in the caller's
 * unit of work. Bonus entries also move the bonusTokens total; purchases, bonuses and
 * administrator credits move the purchased total that decides the level.
 */
export async function postLedger(
  tx: Db,
  entry: { userId: number; kind: LedgerKind; amountMicro: number; reference: string; at: string },
): Promise<void> {
  if (!Number.isSafeInteger(entry.amountMicro) || entry.amountMicro === 0) throw new Error('Ledger amount must be a non-zero integer');
  const statements = prepared(tx);
  await statements.insertLedger.execute({
    userId: entry.userId,
    kind: entry.kind,
    amountMicro: entry.amountMicro,
    reference: entry.reference,
    createdAt: entry.at,
  });
  const update =
    entry.kind === 'bonus' ? statements.addBonus : PURCHASED_KINDS.has(entry.kind) ? statements.addPurchased : statements.addBalance;
  await update.execute({
    amountMicro: entry.amountMicro,
    userId: entry.userId,
  });
}

import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conflict } from '../errors';

/** The most tokens one account holds (and has bought): 10^9, i.e. 10^15 micro-units, under 2^53 ≈ 9.007 × 10^15. */
export const MAX_BALANCE = 1_000_000_000;
const MAX_BALANCE_MICRO = MAX_BALANCE * 1_000_000;
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
  if (entry.amountMicro > 0) {
    // every balance and purchased total stays far below 2^53 micro-units, where numbers stop
    // being exact integers (in JavaScript and in SQL arithmetic on doubles)
    const [user] = await statements.userById.execute({ id: entry.userId });
    if (user && Math.max(user.balanceMicro, user.purchasedMicro) + entry.amountMicro > MAX_BALANCE_MICRO) {
      throw conflict('ledger.overMaxBalance', { max: MAX_BALANCE });
    }
  }
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

import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import type { ledgerEntries } from '../db/tables';

export type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

/**
 * The only way a balance changes: one ledger entry and the cached balance, in the caller's
 * unit of work. Bonus entries also move the bonusTokens total.
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
  await (entry.kind === 'bonus' ? statements.addBalanceAndBonus : statements.addBalance).execute({
    amountMicro: entry.amountMicro,
    userId: entry.userId,
  });
}

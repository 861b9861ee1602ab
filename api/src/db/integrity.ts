// The money invariants of the data: every balance and bonus total equals its ledger, every
// maintained aggregate equals its rows, every ledger entry has its cause. The tests check them
// after every test; the copy to PostgreSQL checks them before it commits.
import { sql } from 'drizzle-orm';
import { rows, type Db } from './client';

/** Users whose cached balance, bonus or purchased total differs from their ledger (must always be empty). */
export function ledgerMismatches(db: Db) {
  // one pass over the ledger grouped by user (a correlated sum per user reads the ledger once per
  // user on PostgreSQL before its statistics exist, as right after a bulk copy)
  return rows<{
    id: number;
    balance: number;
    ledger: number;
    bonus: number;
    ledgerBonus: number;
    purchased: number;
    ledgerPurchased: number;
  }>(
    db,
    sql`
    SELECT u.id, u.balance_micro AS balance, COALESCE(l.total, 0) AS ledger,
      u.bonus_micro AS bonus, COALESCE(l.bonus, 0) AS "ledgerBonus",
      u.purchased_micro AS purchased, COALESCE(l.purchased, 0) AS "ledgerPurchased"
    FROM users u
    LEFT JOIN (
      SELECT user_id,
        SUM(amount_micro) AS total,
        SUM(CASE WHEN kind = 'bonus' THEN amount_micro ELSE 0 END) AS bonus,
        SUM(CASE WHEN kind IN ('purchase', 'bonus', 'admin_credit') THEN amount_micro ELSE 0 END) AS purchased
      FROM ledger_entries GROUP BY user_id
    ) l ON l.user_id = u.id
    WHERE u.balance_micro != COALESCE(l.total, 0)
       OR u.bonus_micro != COALESCE(l.bonus, 0)
       OR u.purchased_micro != COALESCE(l.purchased, 0)`,
  );
}

/** Maintained aggregates that differ from what the rows say (must always be empty). */
export async function aggregateMismatches(db: Db) {
  const counts = await rows<{ status: string; kept: number; real: number }>(
    db,
    sql`
    SELECT s.status, s.kept, s.real FROM (
      SELECT k.status, COALESCE(c.n, 0) AS kept,
        (SELECT COUNT(*) FROM transactions t WHERE t.status = k.status AND t.deleted_at IS NULL) AS real
      FROM (SELECT 'pending' AS status UNION SELECT 'approved' UNION SELECT 'rejected') k
      LEFT JOIN transaction_counts c ON c.status = k.status
    ) s
    WHERE s.kept != s.real`,
  );
  const totals = await rows<{ stage: string }>(
    db,
    sql`
    SELECT a.stage FROM (
      SELECT t.stage, SUM(t.usd_value_micro) AS raised, SUM(t.amount_to_receive_micro) AS sold
      FROM transactions t WHERE t.status = 'approved' GROUP BY t.stage
    ) a LEFT JOIN presale_totals p ON p.stage = a.stage
    WHERE p.stage IS NULL OR p.raised_usd_micro != a.raised OR p.sold_micro != a.sold`,
  );
  const deposits = await rows<{ id: number }>(
    db,
    sql`
    SELECT u.id FROM users u
    WHERE u.deposit_usd_micro != COALESCE((SELECT SUM(usd_value_micro) FROM transactions t WHERE t.user_id = u.id AND t.status = 'approved'), 0)`,
  );
  return [...counts.map((c) => ({ counter: c })), ...totals.map((t) => ({ presaleTotals: t })), ...deposits.map((d) => ({ deposit: d }))];
}

/** Ledger sums and maintained aggregates that do not hold (empty when all hold). */
export async function invariantViolations(db: Db) {
  return [...(await ledgerMismatches(db)), ...(await aggregateMismatches(db))];
}

/**
 * Every money invariant, read from the database file: balances and bonus totals equal their
 * ledger, maintained aggregates equal the rows, and every ledger entry has its cause (an approved
 * order for purchase and bonus, with the same user and amount; an audit entry, a won prize or a
 * withdrawal for the other kinds). Empty when all hold.
 */
export async function moneyViolations(db: Db): Promise<unknown[]> {
  // references are parsed back to ids so each lookup is a primary-key search (a million rows stay fast)
  const orphans = await rows(
    db,
    sql`
    SELECT l.id, l.kind, l.reference FROM ledger_entries l
    WHERE (l.kind IN ('purchase', 'bonus') AND NOT EXISTS (
             SELECT 1 FROM transactions t
             WHERE t.id = CAST(substr(l.reference, 13) AS INTEGER) AND l.reference = 'transaction:' || t.id
               AND t.user_id = l.user_id AND t.status = 'approved'
               AND l.amount_micro = CASE l.kind WHEN 'purchase' THEN t.tokens_micro ELSE t.bonus_micro END))
       OR (l.kind = 'admin_credit' AND NOT EXISTS (
             SELECT 1 FROM audit_entries a WHERE a.id = CAST(substr(l.reference, 7) AS INTEGER) AND l.reference = 'audit:' || a.id))
       OR (l.kind = 'prize' AND NOT EXISTS (
             SELECT 1 FROM user_prizes p WHERE p.id = CAST(substr(l.reference, 7) AS INTEGER) AND l.reference = 'prize:' || p.id AND p.user_id = l.user_id))
       OR (l.kind = 'withdrawal' AND NOT EXISTS (
             SELECT 1 FROM withdrawals w WHERE w.id = CAST(substr(l.reference, 12) AS INTEGER)
               AND l.reference IN ('withdrawal:' || w.id, 'withdrawal:' || w.id || ':reversal') AND w.user_id = l.user_id))`,
  );
  const uncredited = await rows(
    db,
    sql`
    SELECT t.id FROM transactions t WHERE t.status = 'approved' AND (
      NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind IN ('purchase', 'bonus') AND l.kind = 'purchase' AND l.reference = 'transaction:' || t.id)
      OR (t.bonus_micro > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind IN ('purchase', 'bonus') AND l.kind = 'bonus' AND l.reference = 'transaction:' || t.id)))`,
  );
  return [
    ...(await invariantViolations(db)),
    ...orphans.map((o) => ({ ledgerWithoutCause: o })),
    ...uncredited.map((t) => ({ approvedWithoutCredit: t })),
  ];
}

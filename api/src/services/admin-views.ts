// What the administrator's Overview and user detail pages show that no other controller answers.
import { fromMicro } from '@openpresale/shared/domain';
import { ADMIN_USER_DETAIL_LIMIT } from '@openpresale/shared/schemas';
import { and, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { first, type Db } from '../db/client';
import { auditEntries, ledgerEntries, transactions, userPrizes, users, withdrawals } from '../db/tables';
import { notFound } from '../errors';
import { userOut, withdrawalOut } from './serialize';
import { getLevels } from './settings';
import { liveCount } from './transaction-counts';
import { watcherHealth } from './watcher-health';

/**
 * Sales approved since an instant and the time of the last rates refresh that changed a rate.
 * Pending orders, pending withdrawals, buyers and the total raised come from the other
 * controllers, so they are not repeated here.
 */
export async function adminOverview(db: Db, since: string) {
  // Approved is final and only a status change or a soft delete touches updated_at, so a live
  // approved order's updated_at is the moment it was approved (transactions_live_status_updated_idx).
  const sales = (await first(
    db
      .select({ usd: sql<number>`COALESCE(SUM(${transactions.usdValueMicro}), 0)`, orders: sql<number>`COUNT(*)` })
      .from(transactions)
      .where(and(eq(transactions.status, 'approved'), gte(transactions.updatedAt, since), isNull(transactions.deletedAt))),
  ))!;
  // The audit entry of a refresh lists in `before` only the currencies whose rate it changed:
  // a refresh that found no price at all changed nothing and does not count.
  const lastRefresh = await first(
    db
      .select({ at: auditEntries.createdAt })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'rates.update'), ne(auditEntries.before, '{}')))
      .orderBy(desc(auditEntries.id))
      .limit(1),
  );
  return {
    sales: { since, usd: fromMicro(sales.usd), orders: Number(sales.orders) },
    ratesUpdatedAt: lastRefresh?.at ?? null,
    watchers: await watcherHealth(db),
    reviewCount: await liveCount(db, 'review'),
  };
}

/**
 * One buyer for the user detail page: the ledger behind the balance, the withdrawal requests and
 * the prizes won, each newest first. The buyer's orders come from transactions.php by e-mail.
 */
export async function buyerDetail(db: Db, id: number) {
  const user = await first(db.select().from(users).where(eq(users.id, id)));
  if (!user) throw notFound('user.notFound');
  const won = await db.select().from(userPrizes).where(eq(userPrizes.userId, id)).orderBy(desc(userPrizes.id));
  const countOf = async (table: typeof ledgerEntries | typeof withdrawals) =>
    (await first(
      db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(eq(table.userId, id)),
    ))!.n;
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, id))
    .orderBy(desc(ledgerEntries.id))
    .limit(ADMIN_USER_DETAIL_LIMIT);
  const requests = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, id))
    .orderBy(desc(withdrawals.id))
    .limit(ADMIN_USER_DETAIL_LIMIT);
  return {
    // same fields as a row of the admin user list; its prizes oldest first, as there
    user: userOut(
      user,
      [...won].reverse().map(({ name, type, image }) => ({ name, type, image })),
      await getLevels(db),
    ),
    ledger: ledger.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: fromMicro(r.amountMicro),
      reference: r.reference,
      created_at: r.createdAt,
    })),
    ledgerTotal: await countOf(ledgerEntries),
    withdrawals: requests.map((r) => withdrawalOut(r, user.email)),
    withdrawalsTotal: await countOf(withdrawals),
    winnings: won.map((w) => ({
      id: w.id,
      name: w.name,
      type: w.type,
      image: w.image,
      amount: fromMicro(w.amountMicro),
      created_at: w.createdAt,
    })),
  };
}

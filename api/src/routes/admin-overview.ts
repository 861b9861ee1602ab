import { fromMicro } from '@openpresale/shared/domain';
import { adminOverviewQuerySchema } from '@openpresale/shared/schemas';
import { and, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseQuery, requireAdmin, type AppEnv } from '../context';
import { auditEntries, transactions } from '../db/schema';
import { methodNotAllowed } from './helpers';

// The two figures of the administrator's Overview that no other controller answers. Pending
// orders, pending withdrawals, buyers and the total raised come from transactions.php,
// withdrawals.php, users.php and settings.php, so they are not repeated here.
export const adminOverviewRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    requireAdmin(c);
    const { db } = depsOf(c);
    const { since } = parseQuery(c, adminOverviewQuerySchema);
    // Approved is final and only a status change or a soft delete touches updated_at, so a live
    // approved order's updated_at is the moment it was approved (transactions_live_status_updated_idx).
    const sales = db
      .select({ usd: sql<number>`COALESCE(SUM(${transactions.usdValueMicro}), 0)`, orders: sql<number>`COUNT(*)` })
      .from(transactions)
      .where(and(eq(transactions.status, 'approved'), gte(transactions.updatedAt, since), isNull(transactions.deletedAt)))
      .get()!;
    // The audit entry of a refresh lists in `before` only the currencies whose rate it changed:
    // a refresh that found no price at all changed nothing and does not count.
    const lastRefresh = db
      .select({ at: auditEntries.createdAt })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'rates.update'), ne(auditEntries.before, '{}')))
      .orderBy(desc(auditEntries.id))
      .limit(1)
      .get();
    return c.json({
      status: 'success' as const,
      sales: { since, usd: fromMicro(sales.usd), orders: sales.orders },
      ratesUpdatedAt: lastRefresh?.at ?? null,
    });
  })
  .all('/', methodNotAllowed);

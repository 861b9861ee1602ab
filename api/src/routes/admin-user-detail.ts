import { fromMicro } from '@openpresale/shared/domain';
import { ADMIN_USER_DETAIL_LIMIT, adminUserQuerySchema } from '@openpresale/shared/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseQuery, requireAdmin, type AppEnv } from '../context';
import { ledgerEntries, userPrizes, users, withdrawals } from '../db/schema';
import { notFound } from '../errors';
import { userOut, withdrawalOut } from '../services/serialize';
import { getLevels } from '../services/settings';
import { methodNotAllowed } from './helpers';

// Everything the administrator's user detail page shows about one buyer that no other controller
// answers: the ledger behind the balance, the withdrawal requests and the prizes won, each newest
// first. The buyer's orders come from transactions.php filtered by the buyer's e-mail.
export const adminUserDetailRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    requireAdmin(c);
    const { db } = depsOf(c);
    const { id } = parseQuery(c, adminUserQuerySchema);
    const user = db.select().from(users).where(eq(users.id, id)).get();
    if (!user) throw notFound('User not found.');
    const won = db.select().from(userPrizes).where(eq(userPrizes.userId, id)).orderBy(desc(userPrizes.id)).all();
    const countOf = (table: typeof ledgerEntries | typeof withdrawals) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(eq(table.userId, id))
        .get()!.n;
    const ledger = db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, id))
      .orderBy(desc(ledgerEntries.id))
      .limit(ADMIN_USER_DETAIL_LIMIT)
      .all();
    const requests = db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, id))
      .orderBy(desc(withdrawals.id))
      .limit(ADMIN_USER_DETAIL_LIMIT)
      .all();
    return c.json({
      status: 'success' as const,
      // same fields as a row of the admin user list; its prizes oldest first, as there
      user: userOut(
        user,
        [...won].reverse().map(({ name, type, image }) => ({ name, type, image })),
        getLevels(db),
      ),
      ledger: ledger.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: fromMicro(r.amountMicro),
        reference: r.reference,
        created_at: r.createdAt,
      })),
      ledgerTotal: countOf(ledgerEntries),
      withdrawals: requests.map((r) => withdrawalOut(r, user.email)),
      withdrawalsTotal: countOf(withdrawals),
      winnings: won.map((w) => ({
        id: w.id,
        name: w.name,
        type: w.type,
        image: w.image,
        amount: fromMicro(w.amountMicro),
        created_at: w.createdAt,
      })),
    });
  })
  .all('/', methodNotAllowed);

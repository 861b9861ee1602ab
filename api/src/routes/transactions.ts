import { fromMicro } from '@openpresale/shared/domain';
import { createOrderSchema, orderActionSchema, transactionListQuerySchema, transactionUpdateSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, type AppEnv } from '../context';
import { admin, body, branch, buyer, checkAdmin, factory, idParam, query, signedIn } from '../middleware';
import { adminOrders, buyerOrders, decideOrder, deleteOrder, orderForViewer, placeOrder } from '../services/orders';
import { actorOf } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { transactionOut } from '../services/serialize';
import { orderWithPayments } from '../services/payment-view';
import { cancelOrder, claimPayment } from '../services/review';
import { ApiError } from '../errors';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const byTokenQuery = z
  .object({
    orderToken: z.string().max(100, 'orderToken is too long.').optional(),
    order: z.string().max(100, 'orderToken is too long.').optional(),
  })
  .transform((q) => ({ orderToken: (q.orderToken ?? q.order)! }));

const oneOrder = factory.createHandlers(signedIn, query(byTokenQuery), async (c) => {
  const { session } = c.var;
  if (session.kind === 'admin') await checkAdmin(c, session, 'orders.read');
  const viewer = session.kind === 'admin' ? 'admin' : { buyerId: session.user.id };
  const { db } = depsOf(c);
  const order = await orderForViewer(db, c.var.query.orderToken, viewer);
  return c.json({ status: 'success' as const, transactions: [await orderWithPayments(db, order)] });
});

const mine = factory.createHandlers(buyer, async (c) => {
  const { rows, investmentMicro } = await buyerOrders(depsOf(c).db, c.var.session.user.id);
  return c.json({
    status: 'success' as const,
    transactions: rows.map(transactionOut),
    total: rows.length,
    totalInvestment: fromMicro(investmentMicro),
  });
});

const adminList = factory.createHandlers(admin('orders.read'), query(transactionListQuerySchema), async (c) => {
  const q = c.var.query;
  const { db, clock } = depsOf(c);
  const { rows, total } = await adminOrders(db, q);
  if (q.export && q.page === 1) {
    const filters = { status: q.status ?? null, email: q.email ?? null, sort: q.sort ?? null };
    await audit(db, actorOf(c.var.session.admin), 'export.transactions', 'transactions', null, { rows: total, filters }, iso(clock()));
  }
  return c.json({ status: 'success' as const, transactions: rows.map(transactionOut), total, page: q.page, pageSize: q.pageSize });
});

export const transactionsRoutes = new Hono<AppEnv>()
  .post('/', buyer, body(createOrderSchema), async (c) => {
    const { db, clock, limits } = depsOf(c);
    // a buyer places a few orders an hour; a script placing hundreds only fills the queue
    const allowed = await limits.takeOrder(c.var.session.user.id, clock().getTime());
    if (!allowed.allowed) {
      throw new ApiError(
        429,
        'rateLimit.tooManyOrders',
        { seconds: allowed.retryAfterSeconds },
        { headers: { 'Retry-After': String(allowed.retryAfterSeconds) } },
      );
    }
    const { orderToken } = await placeOrder(db, c.var.session.user.id, c.var.body, iso(clock()), limits.options.maxPendingOrders);
    return c.json({ status: 'success' as const, orderToken });
  })
  .get(
    '/',
    branch((c) => {
      if (c.req.query('orderToken') !== undefined || c.req.query('order') !== undefined) return oneOrder;
      return c.req.query('mine') !== undefined ? mine : adminList;
    }),
  )
  .patch('/', buyer, body(orderActionSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const input = c.var.body;
    const now = iso(clock());
    const userId = c.var.session.user.id;
    const order =
      'action' in input
        ? await cancelOrder(db, userId, input.orderToken, now)
        : await claimPayment(db, userId, input.orderToken, input.txHash, now);
    return c.json({ status: 'success' as const, transaction: transactionOut(order) });
  })
  .put('/', admin('orders.write'), body(transactionUpdateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { id, status, reason } = c.var.body;
    const order = await decideOrder(db, { actor: c.var.session.admin, id, status, reason, now: iso(clock()) });
    return c.json({ status: 'success' as const, transaction: transactionOut(order) });
  })
  .delete('/', admin('orders.write'), idParam('id'), async (c) => {
    const { db, clock } = depsOf(c);
    await deleteOrder(db, { actor: c.var.session.admin, id: c.var.id, now: iso(clock()), describe: transactionOut });
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);

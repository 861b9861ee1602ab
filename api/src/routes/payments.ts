import { reviewResolutionSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { admin, body } from '../middleware';
import { orderWithPayments } from '../services/payment-view';
import { resolveReview, reviewQueue } from '../services/review';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

/** The review queue: orders the chain watcher could not credit as they are, with their evidence. */
export const paymentsRoutes = new Hono<AppEnv>()
  .get('/', admin('orders.read'), async (c) => {
    const { db } = depsOf(c);
    const queue = await reviewQueue(db);
    return c.json({ status: 'success' as const, transactions: await Promise.all(queue.map((o) => orderWithPayments(db, o))) });
  })
  .put('/', admin('payments.resolve'), body(reviewResolutionSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { id, action, reason } = c.var.body;
    const order = await resolveReview(db, { actor: c.var.session.admin, id, action, reason, now: iso(clock()) });
    return c.json({ status: 'success' as const, transaction: await orderWithPayments(db, order) });
  })
  .all('/', methodNotAllowed);

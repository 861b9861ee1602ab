import { intParam, withdrawalCreateSchema, withdrawalProcessSchema, WITHDRAWAL_STATUSES } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, type AppEnv } from '../context';
import { admin, body, branch, buyer, factory, query, signedIn, type SignedInEnv } from '../middleware';
import { adminWithdrawals, buyerWithdrawals, requestWithdrawal, settleWithdrawal } from '../services/withdrawals';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const listQuery = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(10),
  status: z.enum(WITHDRAWAL_STATUSES, { error: "status must be 'requested', 'sent' or 'rejected'." }).optional(),
});

const own = factory.createHandlers(buyer, async (c) =>
  c.json({ status: 'success' as const, withdrawals: await buyerWithdrawals(depsOf(c).db, c.var.session.user) }),
);

const everyone = factory.createHandlers(admin('withdrawals.read'), query(listQuery), async (c) =>
  c.json({ status: 'success' as const, ...(await adminWithdrawals(depsOf(c).db, c.var.query)) }),
);

export const withdrawalsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    signedIn,
    branch<SignedInEnv>((c) => (c.var.session.kind === 'user' ? own : everyone)),
  )
  .post('/', buyer, body(withdrawalCreateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const withdrawal = await requestWithdrawal(db, { userId: c.var.session.user.id, input: c.var.body, now: iso(clock()) });
    return c.json({ status: 'success' as const, withdrawal });
  })
  .put('/', admin('withdrawals.write'), body(withdrawalProcessSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const withdrawal = await settleWithdrawal(db, { actor: c.var.session.admin, input: c.var.body, now: iso(clock()) });
    return c.json({ status: 'success' as const, withdrawal });
  })
  .all('/', methodNotAllowed);

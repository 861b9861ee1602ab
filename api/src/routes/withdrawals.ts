import { fromMicro, toMicro } from '@openpresale/shared/domain';
import { intParam, withdrawalCreateSchema, withdrawalProcessSchema, WITHDRAWAL_STATUSES } from '@openpresale/shared/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, parseQuery, parseWith, readJson, requireAdmin, requireUser, sessionOf, type AppEnv } from '../context';
import { inTransaction } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import { audit } from '../services/audit';
import { postLedger } from '../services/ledger';
import { withdrawalOut } from '../services/serialize';
import { getSettings } from '../services/settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const listQuery = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(10),
  status: z.enum(WITHDRAWAL_STATUSES, { error: "status must be 'requested', 'sent' or 'rejected'." }).optional(),
});

export const withdrawalsRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { db } = depsOf(c);
    const session = sessionOf(c);
    if (!session) throw unauthorized();
    if (session.kind === 'user') {
      const rows = db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, session.user.id))
        .orderBy(desc(withdrawals.id))
        .limit(1000)
        .all();
      return c.json({ status: 'success' as const, withdrawals: rows.map((r) => withdrawalOut(r, session.user.email)) });
    }
    const q = parseQuery(c, listQuery);
    const where: SQL | undefined = q.status ? eq(withdrawals.status, q.status) : undefined;
    const total = db
      .select({ n: sql<number>`count(*)` })
      .from(withdrawals)
      .where(where)
      .get()!.n;
    const rows = db
      .select({ w: withdrawals, email: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .all();
    return c.json({ status: 'success' as const, withdrawals: rows.map((r) => withdrawalOut(r.w, r.email)), total });
  })
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = requireUser(c, raw);
    const body = parseWith(withdrawalCreateSchema, raw);
    const distribution = getSettings(db).distributionStatus;
    if (distribution === 'not started') throw conflict('Token distribution has not started yet.');
    if (distribution === 'finished') throw conflict('Token distribution has finished.');
    const amountMicro = toMicro(body.amount);
    const now = iso(clock());
    // the tokens leave the balance at request time (a withdrawal ledger entry) so they cannot be
    // requested twice; a rejected request gives them back with a reversing entry
    const row = inTransaction(db, (tx) => {
      const user = tx.select().from(users).where(eq(users.id, session.user.id)).get()!;
      const address = body.address ?? user.payoutAddress;
      if (!address) throw badRequest('Set a payout wallet address in your profile first.');
      if (amountMicro > user.balanceMicro) throw badRequest(`Amount exceeds your balance of ${fromMicro(user.balanceMicro)}.`);
      const w = tx
        .insert(withdrawals)
        .values({ userId: user.id, amountMicro, address, status: 'requested', createdAt: now, updatedAt: now })
        .returning()
        .get();
      postLedger(tx, { userId: user.id, kind: 'withdrawal', amountMicro: -amountMicro, reference: `withdrawal:${w.id}`, at: now });
      return w;
    });
    return c.json({ status: 'success' as const, withdrawal: withdrawalOut(row, session.user.email) });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = requireAdmin(c, raw);
    const body = parseWith(withdrawalProcessSchema, raw);
    const now = iso(clock());
    const result = inTransaction(db, (tx) => {
      const w = tx.select().from(withdrawals).where(eq(withdrawals.id, body.id)).get();
      if (!w) throw notFound('Withdrawal request not found.');
      if (w.status !== 'requested') throw conflict(`This request is already ${w.status}.`);
      const txHash = body.status === 'sent' ? body.txHash : null;
      tx.update(withdrawals)
        .set({ status: body.status, txHash, updatedAt: now })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'requested')))
        .run();
      if (body.status === 'rejected') {
        postLedger(tx, {
          userId: w.userId,
          kind: 'withdrawal',
          amountMicro: w.amountMicro,
          reference: `withdrawal:${w.id}:reversal`,
          at: now,
        });
      }
      audit(
        tx,
        session.admin,
        `withdrawal.${body.status === 'sent' ? 'mark_sent' : 'reject'}`,
        `withdrawal:${w.id}`,
        { status: w.status },
        { status: body.status, tx_hash: txHash },
        now,
      );
      const after = tx.select().from(withdrawals).where(eq(withdrawals.id, w.id)).get()!;
      const email = tx.select({ email: users.email }).from(users).where(eq(users.id, w.userId)).get()!.email;
      return withdrawalOut(after, email);
    });
    return c.json({ status: 'success' as const, withdrawal: result });
  })
  .all('/', methodNotAllowed);

import { fromMicro, toMicro } from '@openpresale/shared/domain';
import { intParam, withdrawalCreateSchema, withdrawalProcessSchema, WITHDRAWAL_STATUSES } from '@openpresale/shared/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, parseQuery, parseWith, readJson, requireAdmin, requireUser, sessionOf, type AppEnv } from '../context';
import { first, lockRow, unitOfWork } from '../db/client';
import { users, withdrawals } from '../db/tables';
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
  .get('/', async (c) => {
    const { db } = depsOf(c);
    const session = await sessionOf(c);
    if (!session) throw unauthorized();
    if (session.kind === 'user') {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, session.user.id))
        .orderBy(desc(withdrawals.id))
        .limit(1000);
      return c.json({ status: 'success' as const, withdrawals: rows.map((r) => withdrawalOut(r, session.user.email)) });
    }
    const q = parseQuery(c, listQuery);
    const where: SQL | undefined = q.status ? eq(withdrawals.status, q.status) : undefined;
    const total = (await first(
      db
        .select({ n: sql<number>`count(*)` })
        .from(withdrawals)
        .where(where),
    ))!.n;
    const rows = await db
      .select({ w: withdrawals, email: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return c.json({ status: 'success' as const, withdrawals: rows.map((r) => withdrawalOut(r.w, r.email)), total });
  })
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireUser(c, raw);
    const body = parseWith(withdrawalCreateSchema, raw);
    const distribution = (await getSettings(db)).distributionStatus;
    if (distribution === 'not started') throw conflict('Token distribution has not started yet.');
    if (distribution === 'finished') throw conflict('Token distribution has finished.');
    const amountMicro = toMicro(body.amount);
    const now = iso(clock());
    // the tokens leave the balance at request time (a withdrawal ledger entry) so they cannot be
    // requested twice; a rejected request gives them back with a reversing entry
    const row = await unitOfWork(db, async (tx) => {
      // parallel requests of one buyer queue here, so together they never take more than the balance
      await lockRow(tx, users, users.id, session.user.id);
      const user = (await first(tx.select().from(users).where(eq(users.id, session.user.id))))!;
      const address = body.address ?? user.payoutAddress;
      if (!address) throw badRequest('Set a payout wallet address in your profile first.');
      if (amountMicro > user.balanceMicro) throw badRequest(`Amount exceeds your balance of ${fromMicro(user.balanceMicro)}.`);
      const w = (await first(
        tx
          .insert(withdrawals)
          .values({ userId: user.id, amountMicro, address, status: 'requested', createdAt: now, updatedAt: now })
          .returning(),
      ))!;
      await postLedger(tx, { userId: user.id, kind: 'withdrawal', amountMicro: -amountMicro, reference: `withdrawal:${w.id}`, at: now });
      return w;
    });
    return c.json({ status: 'success' as const, withdrawal: withdrawalOut(row, session.user.email) });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireAdmin(c, raw);
    const body = parseWith(withdrawalProcessSchema, raw);
    const now = iso(clock());
    const result = await unitOfWork(db, async (tx) => {
      await lockRow(tx, withdrawals, withdrawals.id, body.id);
      const w = await first(tx.select().from(withdrawals).where(eq(withdrawals.id, body.id)));
      if (!w) throw notFound('Withdrawal request not found.');
      if (w.status !== 'requested') throw conflict(`This request is already ${w.status}.`);
      const txHash = body.status === 'sent' ? body.txHash : null;
      await tx
        .update(withdrawals)
        .set({ status: body.status, txHash, updatedAt: now })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'requested')));
      if (body.status === 'rejected') {
        await postLedger(tx, {
          userId: w.userId,
          kind: 'withdrawal',
          amountMicro: w.amountMicro,
          reference: `withdrawal:${w.id}:reversal`,
          at: now,
        });
      }
      await audit(
        tx,
        session.admin,
        `withdrawal.${body.status === 'sent' ? 'mark_sent' : 'reject'}`,
        `withdrawal:${w.id}`,
        { status: w.status },
        { status: body.status, tx_hash: txHash },
        now,
      );
      const after = (await first(tx.select().from(withdrawals).where(eq(withdrawals.id, w.id))))!;
      const email = (await first(tx.select({ email: users.email }).from(users).where(eq(users.id, w.userId))))!.email;
      return withdrawalOut(after, email);
    });
    return c.json({ status: 'success' as const, withdrawal: result });
  })
  .all('/', methodNotAllowed);

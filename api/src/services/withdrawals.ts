// Withdrawals: a buyer asks for tokens to be delivered to a wallet; an administrator (or the
// system) marks the request sent with its transaction hash, or rejects it. The tokens leave the
// balance at request time (a withdrawal ledger entry) so they cannot be requested twice; a
// rejection gives them back with a reversing entry.
import { fromMicro, toMicro } from '@openpresale/shared/domain';
import type { withdrawalCreateSchema, withdrawalProcessSchema } from '@openpresale/shared/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { users, withdrawals } from '../db/tables';
import { badRequest, conflict, notFound } from '../errors';
import { sendMail, templates } from '../mail/notify';
import { audit, type Actor } from './audit';
import { postLedger } from './ledger';
import { withdrawalOut } from './serialize';
import { getSettings } from './settings';

export async function requestWithdrawal(db: Db, request: { userId: number; input: z.output<typeof withdrawalCreateSchema>; now: string }) {
  const { userId, input, now } = request;
  const distribution = (await getSettings(db)).distributionStatus;
  if (distribution === 'not started') throw conflict('withdrawal.distributionNotStarted');
  if (distribution === 'finished') throw conflict('withdrawal.distributionFinished');
  const amountMicro = toMicro(input.amount);
  return unitOfWork(db, async (tx) => {
    // parallel requests of one buyer queue here, so together they never take more than the balance
    await lockRow(tx, users, users.id, userId);
    const user = (await first(tx.select().from(users).where(eq(users.id, userId))))!;
    const address = input.address ?? user.payoutAddress;
    if (!address) throw badRequest('withdrawal.noPayoutAddress');
    if (amountMicro > user.balanceMicro)
      throw badRequest('withdrawal.overBalance', { balance: fromMicro(user.balanceMicro), field: 'amount' });
    const w = (await first(
      tx
        .insert(withdrawals)
        .values({ userId: user.id, amountMicro, address, status: 'requested', createdAt: now, updatedAt: now })
        .returning(),
    ))!;
    await postLedger(tx, { userId: user.id, kind: 'withdrawal', amountMicro: -amountMicro, reference: `withdrawal:${w.id}`, at: now });
    await sendMail(tx, {
      key: `withdrawal-requested:${w.id}`,
      kind: 'withdrawal_requested',
      to: user.email,
      locale: user.locale,
      now,
      content: (brand) => templates.withdrawalRequested(brand, { amount: fromMicro(amountMicro), address }),
    });
    return withdrawalOut(w, user.email);
  });
}

/** Marks a requested withdrawal sent (with its transaction hash) or rejected (the tokens return). */
export async function settleWithdrawal(db: Db, settlement: { actor: Actor; input: z.output<typeof withdrawalProcessSchema>; now: string }) {
  const { actor, input, now } = settlement;
  return unitOfWork(db, async (tx) => {
    await lockRow(tx, withdrawals, withdrawals.id, input.id);
    const w = await first(tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)));
    if (!w) throw notFound('withdrawal.notFound');
    if (w.status !== 'requested') throw conflict('withdrawal.alreadyDecided', { status: w.status });
    const txHash = input.status === 'sent' ? input.txHash : null;
    await tx
      .update(withdrawals)
      .set({ status: input.status, txHash, updatedAt: now })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'requested')));
    if (input.status === 'rejected') {
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
      actor,
      `withdrawal.${input.status === 'sent' ? 'mark_sent' : 'reject'}`,
      `withdrawal:${w.id}`,
      { status: w.status },
      { status: input.status, tx_hash: txHash },
      now,
    );
    const after = (await first(tx.select().from(withdrawals).where(eq(withdrawals.id, w.id))))!;
    const { email, locale } = (await first(
      tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, w.userId)),
    ))!;
    const told = { amount: fromMicro(w.amountMicro), address: w.address };
    await sendMail(tx, {
      key: `withdrawal-${input.status}:${w.id}`,
      kind: `withdrawal_${input.status}`,
      to: email,
      locale,
      now,
      content: (brand) => (txHash ? templates.withdrawalSent(brand, { ...told, txHash }) : templates.withdrawalRejected(brand, told)),
    });
    return withdrawalOut(after, email);
  });
}

/** A buyer's own requests, newest first (up to 1000). */
export async function buyerWithdrawals(db: Db, user: { id: number; email: string }) {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.userId, user.id)).orderBy(desc(withdrawals.id)).limit(1000);
  return rows.map((r) => withdrawalOut(r, user.email));
}

/** The administrator's page of every buyer's requests, optionally of one status, with the total. */
export async function adminWithdrawals(db: Db, q: { page: number; pageSize: number; status?: 'requested' | 'sent' | 'rejected' }) {
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
  return { withdrawals: rows.map((r) => withdrawalOut(r.w, r.email)), total };
}

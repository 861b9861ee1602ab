// Orders the watcher could not credit as they are (underpaid, overpaid, paid late, wrong asset, a
// transaction already used) wait for an administrator: credit what the chain actually delivered at
// the rate locked in the order, or reject with a reason the buyer sees. Buyers act on their own
// pending orders here too: cancel one, or name the transaction that paid a fixed address.
import { baseUnitsToMicro, scaleDown } from '@openpresale/shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { transactions } from '../db/tables';
import { badRequest, conflict, notFound } from '../errors';
import { audit, type Actor } from './audit';
import { decideOrder, type Order } from './orders';
import { bumpCount } from './transaction-counts';

const lockedOrder = async (tx: Db, id: number): Promise<Order> => {
  await lockRow(tx, transactions, transactions.id, id);
  const order = await first(
    tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), isNull(transactions.deletedAt))),
  );
  if (!order) throw notFound('order.notFound');
  return order;
};

export async function reviewQueue(db: Db): Promise<Order[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'review'), isNull(transactions.deletedAt)))
    .orderBy(asc(transactions.updatedAt), asc(transactions.id))
    .limit(500);
}

export async function resolveReview(
  db: Db,
  r: { actor: Actor; id: number; action: 'credit' | 'reject'; reason?: string; now: string },
): Promise<Order> {
  return unitOfWork(db, async (tx) => {
    const order = await lockedOrder(tx, r.id);
    if (order.status !== 'review') throw conflict('review.notInReview', { status: order.status });
    if (r.action === 'reject') {
      if (!r.reason) throw badRequest('review.reasonRequired', { field: 'reason' });
      return decideOrder(tx, { actor: r.actor, id: order.id, status: 'rejected', reason: r.reason, now: r.now });
    }
    if (order.reviewReason === 'wrong_asset' || order.reviewReason === 'reused_tx') throw conflict('review.nothingAskedReceived');
    const received = BigInt(order.receivedBase ?? '0');
    const expected = BigInt(order.amountBase ?? '0');
    if (received <= 0n || expected <= 0n) throw conflict('review.nothingReceived');
    // the same rate and bonus the buyer was offered, applied to what actually arrived
    const figures = {
      amountToTransferMicro: baseUnitsToMicro(received, order.decimals),
      tokensMicro: scaleDown(order.tokensMicro, received, expected),
      bonusMicro: scaleDown(order.bonusMicro, received, expected),
      amountToReceiveMicro: scaleDown(order.amountToReceiveMicro, received, expected),
      usdValueMicro: scaleDown(order.usdValueMicro, received, expected),
    };
    await tx.update(transactions).set(figures).where(eq(transactions.id, order.id));
    await audit(
      tx,
      r.actor,
      'transaction.review_credit',
      `transaction:${order.id}`,
      {
        amount_base: order.amountBase,
        tokens_micro: order.tokensMicro,
        bonus_micro: order.bonusMicro,
        usd_value_micro: order.usdValueMicro,
      },
      {
        received_base: order.receivedBase,
        tokens_micro: figures.tokensMicro,
        bonus_micro: figures.bonusMicro,
        usd_value_micro: figures.usdValueMicro,
      },
      r.now,
    );
    return decideOrder(tx, {
      actor: r.actor,
      id: order.id,
      status: 'approved',
      now: r.now,
      reason: r.reason ?? null,
      evidence: { review_reason: order.reviewReason, received_base: order.receivedBase },
    });
  });
}

async function buyersOrder(tx: Db, userId: number, orderToken: string): Promise<Order> {
  const row = await first(
    tx
      .select({ id: transactions.id, userId: transactions.userId })
      .from(transactions)
      .where(and(eq(transactions.orderToken, orderToken), isNull(transactions.deletedAt))),
  );
  if (!row || row.userId !== userId) throw notFound('order.notFound');
  return lockedOrder(tx, row.id);
}

/** The buyer gives up an order nothing has been paid to yet. */
export async function cancelOrder(db: Db, userId: number, orderToken: string, now: string): Promise<Order> {
  return unitOfWork(db, async (tx) => {
    const order = await buyersOrder(tx, userId, orderToken);
    if (order.status === 'cancelled') return order;
    if (order.status !== 'pending' || order.payerTxHash) throw conflict('order.cancelNotPending', { status: order.status });
    await tx.update(transactions).set({ status: 'cancelled', updatedAt: now }).where(eq(transactions.id, order.id));
    await bumpCount(tx, 'pending', -1);
    await bumpCount(tx, 'cancelled', 1);
    return (await first(tx.select().from(transactions).where(eq(transactions.id, order.id))))!;
  });
}

/** The buyer names the transaction that paid a fixed address; the watcher looks it up. */
export async function claimPayment(db: Db, userId: number, orderToken: string, txHash: string, now: string): Promise<Order> {
  return unitOfWork(db, async (tx) => {
    const order = await buyersOrder(tx, userId, orderToken);
    if (order.network === 'manual') throw conflict('order.manualNoTransaction');
    if (order.derivationIndex !== null) throw conflict('order.watchedNoTransaction');
    if (order.status !== 'pending') throw conflict('order.transactionNotPending', { status: order.status });
    const hash = order.network === 'bitcoin' ? txHash.replace(/^0x/, '').toLowerCase() : `0x${txHash.replace(/^0x/, '').toLowerCase()}`;
    if (order.network !== 'bitcoin' && !txHash.startsWith('0x')) throw badRequest('order.evmHashPrefix', { field: 'txHash' });
    await tx.update(transactions).set({ payerTxHash: hash, updatedAt: now }).where(eq(transactions.id, order.id));
    return (await first(tx.select().from(transactions).where(eq(transactions.id, order.id))))!;
  });
}

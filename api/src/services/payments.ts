// What the chain watchers report, turned into order states. A watcher only observes (transfers to
// order addresses, the chain's height, blocks that left the chain); every decision is here, in
// units of work that lock the order, and a credit goes through the same approval as a manual one.
//
//   pending ──transfer seen──▶ seen ──N confirmations, amount exact, in time──▶ approved
//      │                        │  └──underpaid / overpaid / late / wrong asset──▶ review
//      │                        └──its block left the chain──▶ pending
//      └──deadline passed, nothing seen──▶ expired ──transfer seen──▶ seen (then review: late)
import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { payments, transactions } from '../db/tables';
import { audit, type Actor } from './audit';
import { decideOrder, type Order } from './orders';
import { bumpCount } from './transaction-counts';

export type Payment = typeof payments.$inferSelect;

export const REVIEW_REASONS = ['underpaid', 'overpaid', 'late', 'wrong_asset', 'reused_tx', 'cancelled'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** One transfer as a chain adapter reports it. */
export interface ObservedTransfer {
  txHash: string;
  /** Bitcoin vout, ERC-20 log index, -1 for an EVM transaction's own value */
  outputIndex: number;
  /** 'native' or the ERC-20 contract, lowercase */
  asset: string;
  to: string;
  amountBase: bigint;
  /** null while in the mempool */
  blockNumber: number | null;
  blockHash: string | null;
  blockTime: string | null;
}

/** The watcher's name as it appears in the audit log. */
export const watcherActor = (network: string): Actor => ({ system: `watcher:${network}` });

/** Addresses are compared lowercase (EVM checksums are a display matter; bech32 is lowercase). */
export const addressKey = (address: string) => address.toLowerCase();

/**
 * The orders a watcher looks for payments to, by address: derived-address orders still waiting
 * (pending, seen) or expired (a late payment must still be seen and put in review).
 */
export async function watchedOrders(db: Db, network: string): Promise<Map<string, Order>> {
  const rows = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.network, network),
        // a cancelled order's address stays watched: a payment the buyer still sends is never lost from view
        inArray(transactions.status, ['pending', 'seen', 'expired', 'cancelled']),
        isNotNull(transactions.derivationIndex),
        isNull(transactions.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [addressKey(r.address), r]));
}

/** Fixed-address orders whose buyer named a transaction the watcher has not matched yet. */
export async function claimedOrders(db: Db, network: string): Promise<Order[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.network, network),
        eq(transactions.status, 'pending'),
        isNotNull(transactions.payerTxHash),
        isNull(transactions.derivationIndex),
        isNull(transactions.deletedAt),
      ),
    );
}

async function moveOrder(tx: Db, order: Order, status: Order['status'], now: string, extra: Partial<Order> = {}) {
  await tx
    .update(transactions)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(transactions.id, order.id));
  await bumpCount(tx, order.status, -1);
  await bumpCount(tx, status, 1);
}

/**
 * Records a transfer to an order (a new one, or one seen again in another block after a reorg).
 * A transfer already paying another order never pays this one: the order goes to review.
 */
export async function recordTransfer(db: Db, network: string, orderId: number, t: ObservedTransfer, now: string): Promise<void> {
  await unitOfWork(db, async (tx) => {
    await lockRow(tx, transactions, transactions.id, orderId);
    const order = (await first(tx.select().from(transactions).where(eq(transactions.id, orderId))))!;
    const existing = await first(
      tx
        .select()
        .from(payments)
        .where(and(eq(payments.network, network), eq(payments.txHash, t.txHash), eq(payments.outputIndex, t.outputIndex))),
    );
    if (existing && existing.orderId !== order.id) {
      if (order.status === 'pending' || order.status === 'seen' || order.status === 'expired') {
        await moveOrder(tx, order, 'review', now, { reviewReason: 'reused_tx' });
        await audit(
          tx,
          watcherActor(network),
          'transaction.review',
          `transaction:${order.id}`,
          { status: order.status },
          {
            status: 'review',
            reason: 'reused_tx',
            tx_hash: t.txHash,
            paid_order: existing.orderId,
          },
          now,
        );
      }
      return;
    }
    const block = { blockNumber: t.blockNumber, blockHash: t.blockHash, blockTime: t.blockTime };
    if (existing) {
      if (existing.status === 'confirmed') return;
      await tx
        .update(payments)
        .set({ ...block, status: 'seen', updatedAt: now })
        .where(eq(payments.id, existing.id));
    } else {
      await tx.insert(payments).values({
        orderId: order.id,
        network,
        txHash: t.txHash,
        outputIndex: t.outputIndex,
        asset: t.asset,
        toAddress: t.to,
        amountBase: t.amountBase.toString(),
        ...block,
        status: 'seen',
        createdAt: now,
        updatedAt: now,
      });
    }
    if (order.status === 'pending' || order.status === 'expired' || order.status === 'cancelled') {
      // paid after the buyer cancelled: it goes to review once confirmed, whatever the amount
      await moveOrder(tx, order, 'seen', now, order.status === 'cancelled' ? { reviewReason: 'cancelled' } : {});
      await audit(
        tx,
        watcherActor(network),
        'transaction.seen',
        `transaction:${order.id}`,
        { status: order.status },
        {
          status: 'seen',
          tx_hash: t.txHash,
        },
        now,
      );
    }
  });
}

/**
 * Blocks from `height` on left the chain: their unconfirmed transfers are orphaned, and an order
 * left with nothing seen goes back to pending (the rescan records the transfers again if the new
 * chain holds them).
 */
export async function orphanFrom(db: Db, network: string, height: number, now: string): Promise<number> {
  return unitOfWork(db, async (tx) => {
    const gone = await tx
      .update(payments)
      .set({ status: 'orphaned', updatedAt: now })
      .where(and(eq(payments.network, network), eq(payments.status, 'seen'), sql`${payments.blockNumber} >= ${height}`))
      .returning({ orderId: payments.orderId, txHash: payments.txHash });
    await reopenOrders(tx, network, gone, now);
    return gone.length;
  });
}

/** Transfers no longer reported at all (dropped from the mempool, or a Bitcoin reorg) are orphaned. */
export async function orphanPayments(db: Db, network: string, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await unitOfWork(db, async (tx) => {
    const gone = await tx
      .update(payments)
      .set({ status: 'orphaned', updatedAt: now })
      .where(and(inArray(payments.id, ids), eq(payments.status, 'seen')))
      .returning({ orderId: payments.orderId, txHash: payments.txHash });
    await reopenOrders(tx, network, gone, now);
  });
}

async function reopenOrders(tx: Db, network: string, gone: Array<{ orderId: number; txHash: string }>, now: string) {
  for (const orderId of new Set(gone.map((g) => g.orderId))) {
    await lockRow(tx, transactions, transactions.id, orderId);
    const order = (await first(tx.select().from(transactions).where(eq(transactions.id, orderId))))!;
    if (order.status !== 'seen') continue;
    const left = await first(
      tx
        .select({ n: sql<number>`count(*)` })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), ne(payments.status, 'orphaned'))),
    );
    if (Number(left!.n) > 0) continue;
    const back = order.reviewReason === 'cancelled' ? 'cancelled' : 'pending';
    await moveOrder(tx, order, back, now);
    await audit(
      tx,
      watcherActor(network),
      'transaction.reorg',
      `transaction:${orderId}`,
      { status: 'seen' },
      {
        status: back,
        orphaned: gone.filter((g) => g.orderId === orderId).map((g) => g.txHash),
      },
      now,
    );
  }
}

/** The live (not orphaned) payments of some orders. */
export async function paymentsOf(db: Db, orderIds: number[]): Promise<Payment[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), ne(payments.status, 'orphaned')));
}

export const confirmationsAt = (p: Pick<Payment, 'blockNumber'>, tip: number | null) =>
  p.blockNumber === null || tip === null ? 0 : Math.max(0, tip - p.blockNumber + 1);

/** Why a fully confirmed order cannot be credited as it is, or null when it can. */
export function reviewReasonOf(order: Order, paid: Payment[]): ReviewReason | null {
  if (order.reviewReason === 'cancelled') return 'cancelled';
  const asset = order.tokenContract ?? 'native';
  if (paid.some((p) => p.asset !== asset)) return 'wrong_asset';
  if (order.expiresAt && paid.some((p) => p.blockTime !== null && p.blockTime > order.expiresAt!)) return 'late';
  const received = paid.reduce((s, p) => s + BigInt(p.amountBase), 0n);
  const expected = BigInt(order.amountBase ?? '0');
  if (received < expected) return 'underpaid';
  if (received > expected) return 'overpaid';
  return null;
}

/**
 * Orders whose payments have all reached the required confirmations are decided: credited
 * through the approval service (the system as actor, the hashes as evidence) or put in review.
 * Returns the ids credited.
 */
export async function settleConfirmed(db: Db, network: string, tip: number, now: string): Promise<number[]> {
  const seen = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.network, network), eq(transactions.status, 'seen'), isNull(transactions.deletedAt)));
  const all = await paymentsOf(
    db,
    seen.map((o) => o.id),
  );
  const credited: number[] = [];
  for (const order of seen) {
    const paid = all.filter((p) => p.orderId === order.id);
    if (paid.length === 0) continue;
    if (paid.some((p) => confirmationsAt(p, tip) < Math.max(1, order.confirmationsRequired))) continue;
    const reason = reviewReasonOf(order, paid);
    const received = paid.reduce((s, p) => s + BigInt(p.amountBase), 0n).toString();
    const evidence = { tx_hashes: paid.map((p) => p.txHash), received_base: received, expected_base: order.amountBase };
    await unitOfWork(db, async (tx) => {
      await lockRow(tx, transactions, transactions.id, order.id);
      const current = (await first(tx.select().from(transactions).where(eq(transactions.id, order.id))))!;
      if (current.status !== 'seen') return;
      await tx
        .update(payments)
        .set({ status: 'confirmed', updatedAt: now })
        .where(
          inArray(
            payments.id,
            paid.map((p) => p.id),
          ),
        );
      await tx.update(transactions).set({ receivedBase: received }).where(eq(transactions.id, order.id));
      if (reason) {
        await moveOrder(tx, current, 'review', now, { reviewReason: reason });
        await audit(
          tx,
          watcherActor(network),
          'transaction.review',
          `transaction:${order.id}`,
          { status: 'seen' },
          {
            status: 'review',
            reason,
            ...evidence,
          },
          now,
        );
      } else {
        await decideOrder(tx, { actor: watcherActor(network), id: order.id, status: 'approved', now, evidence });
        credited.push(order.id);
      }
    });
  }
  return credited;
}

/** Pending orders past their deadline with nothing seen expire (a claimed hash keeps its order waiting). */
export async function expireOverdue(db: Db, network: string, now: string): Promise<number> {
  const overdue = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.network, network),
        eq(transactions.status, 'pending'),
        isNull(transactions.payerTxHash),
        lt(transactions.expiresAt, now),
        isNull(transactions.deletedAt),
      ),
    );
  for (const order of overdue) {
    await unitOfWork(db, async (tx) => {
      await lockRow(tx, transactions, transactions.id, order.id);
      const current = (await first(tx.select().from(transactions).where(eq(transactions.id, order.id))))!;
      if (current.status !== 'pending') return;
      await moveOrder(tx, current, 'expired', now);
      await audit(
        tx,
        watcherActor(network),
        'transaction.expire',
        `transaction:${order.id}`,
        { status: 'pending' },
        { status: 'expired' },
        now,
      );
    });
  }
  return overdue.length;
}

// Orders: placing one at the server's own figures, deciding it (approval credits the buyer), and
// the lists buyers and administrators read. Every write is one unit of work that locks the row it
// changes, so parallel requests on any number of processes queue instead of racing.
import { randomBytes } from 'node:crypto';
import {
  baseUnitsToMicro,
  computeOrderMicro,
  fromMicro,
  microToBaseUnits,
  toBaseUnits,
  isPlaceholderAddress,
  MAX_BUY_TOKENS,
  MIN_BUY_TOKENS,
  normalizeEmail,
  toMicro,
} from '@openpresale/shared/domain';
import type { CreateOrder, transactionListQuerySchema } from '@openpresale/shared/schemas';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { prepared } from '../db/prepared';
import { cryptos, presaleTotals, transactions, users } from '../db/tables';
import { deriveAddress } from '../chains/derive';
import { iso } from '../time';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { sendMail, templates } from '../mail/notify';
import { mustConfirmBeforeOrder } from './accounts';
import { audit, type Actor } from './audit';
import { bestPrizePercentMicro } from './buyers';
import { cryptoByCurrency, type CryptoRow } from './config-cache';
import { postLedger } from './ledger';
import { likeContains } from './text-search';
import { bumpCount, liveCount } from './transaction-counts';
import { getLevels, getMainValueMicro, getSettings } from './settings';

export type Order = typeof transactions.$inferSelect;

/** Client figures may differ from the server's by rounding only (one micro-unit). */
const TOLERANCE_MICRO = 1;

/** Orders one buyer may have waiting for payment at once by default: enough for any real buyer, not a flood. */
export const MAX_PENDING_ORDERS = 20;

const notExisting = () => notFound('order.notFound');

/**
 * A buyer's order at the server's figures (rate, level bonus, prize bonus, main currency). Figures
 * the client shows and sends back must match, or the answer is 409 with the new figures.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  input: CreateOrder,
  now: string,
  maxPending = MAX_PENDING_ORDERS,
): Promise<{ orderToken: string }> {
  const crypto = await cryptoByCurrency(db, input.cryptoToTransfer);
  if (!crypto) throw badRequest('currency.unknown', { currency: input.cryptoToTransfer, field: 'cryptoToTransfer' });
  const derived = crypto.network !== 'manual' && crypto.receiveMode === 'derived';
  if (derived && !crypto.xpub) throw conflict('order.noReceivingKey', { currency: crypto.currency });
  if (!derived && isPlaceholderAddress(crypto.address)) throw conflict('order.placeholderAddress', { currency: crypto.currency });
  const amountBase = exactAmount(input, crypto.decimals);
  const orderToken = randomBytes(16).toString('hex');
  // everything below reads and writes in one transaction, so the figures match what is stored
  await unitOfWork(db, async (tx) => {
    const statements = prepared(tx);
    // the buyer's balance and prizes decide the bonus: hold them still until the order is stored
    await lockRow(tx, users, users.id, userId);
    const user = (await first(statements.userById.execute({ id: userId })))!;
    const settings = await getSettings(tx);
    if (await mustConfirmBeforeOrder(tx, user, settings.requireVerifiedEmail))
      throw forbidden('order.confirmEmailFirst', { email: user.email });
    // counted under the buyer's row lock, so parallel orders cannot all pass one count
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.status, 'pending'), isNull(transactions.deletedAt)));
    if (Number(waiting!.n) >= maxPending) {
      throw conflict('order.tooManyPending', { count: maxPending });
    }
    const orderInput = {
      amountMicro: toMicro(input.amountToTransfer),
      rateMicro: crypto.rateMicro,
      purchasedMicro: user.purchasedMicro,
      prizeBonusPercentMicro: await bestPrizePercentMicro(tx, user.id),
      mainValueMicro: await getMainValueMicro(tx),
      levels: await getLevels(tx),
    };
    // an amount the schema allows can still buy more tokens than exact integers hold (20,000 BTC):
    // that is simply over the maximum, never a server error
    const tooMany = () => badRequest('order.tokensOverMaximum', { min: MIN_BUY_TOKENS, max: MAX_BUY_TOKENS });
    let figures: ReturnType<typeof computeOrderMicro>;
    try {
      figures = computeOrderMicro(orderInput);
    } catch (error) {
      if (error instanceof RangeError) throw tooMany();
      throw error;
    }
    const tokens = fromMicro(figures.tokensMicro);
    if (tokens < MIN_BUY_TOKENS || tokens > MAX_BUY_TOKENS) {
      throw badRequest('order.tokensOutOfRange', { min: MIN_BUY_TOKENS, max: MAX_BUY_TOKENS, tokens });
    }
    const expected = {
      tokens,
      amountToReceive: fromMicro(figures.amountToReceiveMicro),
      bonus: fromMicro(figures.bonusMicro),
      usdValue: fromMicro(figures.usdValueMicro),
      address: crypto.address,
      rate: fromMicro(crypto.rateMicro),
      amountToTransfer: fromMicro(toMicro(input.amountToTransfer)),
    };
    const differs = (client: number | undefined, serverMicro: number) =>
      client !== undefined && Math.abs(toMicro(client) - serverMicro) > TOLERANCE_MICRO;
    if (
      differs(input.amountToReceive, figures.amountToReceiveMicro) ||
      differs(input.bonus, figures.bonusMicro) ||
      differs(input.usdValue, figures.usdValueMicro) ||
      (!derived && input.address !== undefined && input.address.trim() !== crypto.address)
    ) {
      throw conflict('order.amountsChanged', {}, { expected });
    }
    const receiving = await receivingAddress(tx, crypto, derived);
    const watched = crypto.network !== 'manual';
    await statements.insertOrder.execute({
      orderToken,
      userId: user.id,
      cryptoToTransfer: crypto.currency,
      amountToTransferMicro: toMicro(input.amountToTransfer),
      rateMicro: crypto.rateMicro,
      address: receiving.address,
      network: crypto.network,
      decimals: crypto.decimals,
      amountBase: amountBase.toString(),
      tokenContract: crypto.tokenContract,
      derivationIndex: receiving.index,
      confirmationsRequired: watched ? crypto.confirmations : 0,
      // a watched order waits for its payment this long; a manual one until an administrator decides
      expiresAt: watched ? iso(new Date(Date.parse(now) + settings.paymentWindowMinutes * 60_000)) : null,
      email: user.email,
      tokensMicro: figures.tokensMicro,
      amountToReceiveMicro: figures.amountToReceiveMicro,
      bonusMicro: figures.bonusMicro,
      usdValueMicro: figures.usdValueMicro,
      stage: settings.stageName,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await bumpCount(tx, 'pending', 1);
    await sendMail(tx, {
      key: `order-placed:${orderToken}`,
      kind: 'order_placed',
      to: user.email,
      locale: user.locale,
      now,
      content: (brand) =>
        templates.orderPlaced(brand, {
          orderToken,
          currency: crypto.currency,
          amount: expected.amountToTransfer,
          address: receiving.address,
          tokens,
          bonus: expected.bonus,
          usd: expected.usdValue,
        }),
    });
  });
  return { orderToken };
}

/**
 * The order's exact amount in the currency's base units: the exact decimal text when the buyer
 * sent one (up to the currency's decimals), else the numeric amount (6 decimals).
 */
function exactAmount(input: CreateOrder, decimals: number): bigint {
  if (input.amountExact === undefined) return microToBaseUnits(toMicro(input.amountToTransfer), decimals);
  let base: bigint;
  try {
    base = toBaseUnits(input.amountExact, decimals);
  } catch {
    throw badRequest('order.amountExactDecimals', { decimals, field: 'amountExact' });
  }
  if (Math.abs(baseUnitsToMicro(base, decimals) - toMicro(input.amountToTransfer)) > TOLERANCE_MICRO)
    throw badRequest('order.amountExactMismatch', { field: 'amountExact' });
  return base;
}

/**
 * Where this order is paid: a fresh address derived from the currency's extended public key (the
 * index taken under the currency row's lock, and the unique index on (currency, index) makes a
 * second use impossible), or the currency's one fixed address.
 */
async function receivingAddress(tx: Db, crypto: CryptoRow, derived: boolean): Promise<{ address: string; index: number | null }> {
  if (!derived) return { address: crypto.address, index: null };
  await lockRow(tx, cryptos, cryptos.id, crypto.id);
  const row = (await first(
    tx.select({ nextIndex: cryptos.nextIndex, xpub: cryptos.xpub }).from(cryptos).where(eq(cryptos.id, crypto.id)),
  ))!;
  // a currency deleted and added again starts its counter at 0: the orders remember what was given
  const used = await first(
    tx
      .select({ top: sql<number | null>`max(${transactions.derivationIndex})` })
      .from(transactions)
      .where(eq(transactions.cryptoToTransfer, crypto.currency)),
  );
  const top = used?.top ?? null;
  const index = Math.max(row.nextIndex, top === null ? 0 : Number(top) + 1);
  await tx
    .update(cryptos)
    .set({ nextIndex: index + 1 })
    .where(eq(cryptos.id, crypto.id));
  return { address: deriveAddress(crypto.network, row.xpub!, index), index };
}

/**
 * Approves or rejects an order, by an administrator or by the system (an automatic approval takes
 * this same path and is audited under its name). Approval credits the tokens and the bonus to the
 * buyer's ledger and adds the order to the sale's totals; repeating a decision changes nothing;
 * an approved order is final.
 */
export async function decideOrder(
  db: Db,
  decision: {
    actor: Actor;
    id: number;
    status: 'approved' | 'rejected';
    now: string;
    reason?: string | null;
    /** what the decision rests on (the transactions that paid), kept in the audit entry */
    evidence?: Record<string, unknown>;
  },
): Promise<Order> {
  const { actor, id, status, now } = decision;
  const reason = decision.reason?.trim() || null;
  return unitOfWork(db, async (tx) => {
    // parallel decisions on one order (several administrators, several processes) queue here
    await lockRow(tx, transactions, transactions.id, id);
    const current = await first(
      tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), isNull(transactions.deletedAt))),
    );
    if (!current) throw notExisting();
    if (current.status === status) return current;
    if (current.status === 'approved') throw conflict('order.approvedFinal');
    await tx
      .update(transactions)
      .set({ status, updatedAt: now, rejectReason: status === 'rejected' ? reason : null })
      .where(eq(transactions.id, current.id));
    await bumpCount(tx, current.status, -1);
    await bumpCount(tx, status, 1);
    await audit(
      tx,
      actor,
      `transaction.${status === 'approved' ? 'approve' : 'reject'}`,
      `transaction:${current.id}`,
      { status: current.status },
      { status, ...(reason ? { reason } : {}), ...decision.evidence },
      now,
    );
    if (status === 'approved') await creditOrder(tx, current, now);
    await tellBuyerOfDecision(tx, current, status, reason, now);
    return (await first(tx.select().from(transactions).where(eq(transactions.id, current.id))))!;
  });
}

/** The buyer hears of the decision: the tokens credited, or the rejection and its reason. */
async function tellBuyerOfDecision(tx: Db, order: Order, status: 'approved' | 'rejected', reason: string | null, now: string) {
  const buyer = (await first(
    tx.select({ email: users.email, balanceMicro: users.balanceMicro, locale: users.locale }).from(users).where(eq(users.id, order.userId)),
  ))!;
  if (status === 'approved')
    await sendMail(tx, {
      key: `order-credited:${order.id}`,
      kind: 'order_credited',
      to: buyer.email,
      locale: buyer.locale,
      now,
      content: (brand) =>
        templates.orderCredited(brand, {
          orderToken: order.orderToken,
          tokens: fromMicro(order.tokensMicro),
          bonus: fromMicro(order.bonusMicro),
          balance: fromMicro(buyer.balanceMicro),
        }),
    });
  else
    await sendMail(tx, {
      key: `order-rejected:${order.id}`,
      kind: 'order_rejected',
      to: buyer.email,
      locale: buyer.locale,
      now,
      content: (brand) =>
        templates.orderRejected(brand, {
          orderToken: order.orderToken,
          amount: fromMicro(order.amountToTransferMicro),
          currency: order.cryptoToTransfer,
          reason,
        }),
    });
}

async function creditOrder(tx: Db, order: Order, now: string): Promise<void> {
  const reference = `transaction:${order.id}`;
  await postLedger(tx, { userId: order.userId, kind: 'purchase', amountMicro: order.tokensMicro, reference, at: now });
  if (order.bonusMicro > 0)
    await postLedger(tx, { userId: order.userId, kind: 'bonus', amountMicro: order.bonusMicro, reference, at: now });
  await tx
    .update(users)
    .set({ depositUsdMicro: sql`${users.depositUsdMicro} + ${order.usdValueMicro}` })
    .where(eq(users.id, order.userId));
  await tx
    .insert(presaleTotals)
    .values({ stage: order.stage, raisedUsdMicro: order.usdValueMicro, soldMicro: order.amountToReceiveMicro })
    .onConflictDoUpdate({
      target: presaleTotals.stage,
      set: {
        raisedUsdMicro: sql`${presaleTotals.raisedUsdMicro} + ${order.usdValueMicro}`,
        soldMicro: sql`${presaleTotals.soldMicro} + ${order.amountToReceiveMicro}`,
      },
    });
}

/** Soft delete: the order leaves every list and count; the audit entry keeps what it was. */
export async function deleteOrder(db: Db, deletion: { actor: Actor; id: number; now: string; describe: (order: Order) => unknown }) {
  const { actor, id, now } = deletion;
  await unitOfWork(db, async (tx) => {
    await lockRow(tx, transactions, transactions.id, id);
    const current = await first(
      tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), isNull(transactions.deletedAt))),
    );
    if (!current) throw notExisting();
    await tx.update(transactions).set({ deletedAt: now, updatedAt: now }).where(eq(transactions.id, id));
    await bumpCount(tx, current.status, -1);
    await audit(tx, actor, 'transaction.delete', `transaction:${id}`, deletion.describe(current), { deleted_at: now }, now);
  });
}

/** One order by its token, for its buyer or an administrator; another buyer's order looks missing. */
export async function orderForViewer(db: Db, orderToken: string, viewer: { buyerId: number } | 'admin'): Promise<Order> {
  const row = await first(
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderToken, orderToken), isNull(transactions.deletedAt))),
  );
  if (!row || (viewer !== 'admin' && row.userId !== viewer.buyerId)) throw notExisting();
  return row;
}

/** A buyer's orders, newest first (up to 1000), and the dollars of the approved ones. */
export async function buyerOrders(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNull(transactions.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1000);
  const investmentMicro = rows.filter((r) => r.status === 'approved').reduce((s, r) => s + r.usdValueMicro, 0);
  return { rows, investmentMicro };
}

const sortColumns = {
  id: transactions.id,
  created_at: transactions.createdAt,
  updated_at: transactions.updatedAt,
  amount_to_receive: transactions.amountToReceiveMicro,
  amount_to_transfer: transactions.amountToTransferMicro,
  usd_value: transactions.usdValueMicro,
  status: transactions.status,
  email: transactions.email,
} as const;

/** An e-mail fragment matching at most this many buyers is searched through their orders by user. */
const FEW_BUYERS = 500;

/** The administrator's page of orders: filters, sort and the total, each served by an index. */
export async function adminOrders(db: Db, q: z.output<typeof transactionListQuerySchema>) {
  const conditions: SQL[] = [isNull(transactions.deletedAt)];
  if (q.status) conditions.push(eq(transactions.status, q.status));
  if (q.email) {
    const e = normalizeEmail(q.email);
    if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e)) {
      conditions.push(eq(transactions.email, e)); // a full address uses the email index
    } else {
      // A fragment is a substring search of the order's e-mail. An order carries its buyer's
      // current e-mail (a profile change rewrites the buyer's orders in the same transaction),
      // so the matching orders all belong to the buyers whose e-mail matches: when they are few,
      // find them in the (much smaller) users table and reach their orders by the user index.
      const pattern = likeContains(e);
      const buyers = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} LIKE ${pattern} ESCAPE '\\'`)
        .limit(FEW_BUYERS + 1);
      if (buyers.length <= FEW_BUYERS)
        conditions.push(
          buyers.length === 0
            ? sql`1 = 0`
            : inArray(
                transactions.userId,
                buyers.map((b) => b.id),
              ),
        );
      conditions.push(sql`${transactions.email} LIKE ${pattern} ESCAPE '\\'`);
    }
  }
  const where = and(...conditions);
  let order = [desc(transactions.createdAt), desc(transactions.id)];
  if (q.sort) {
    const m = /^(-)?([a-z_]+)(?::(asc|desc))?$/.exec(q.sort)!;
    const column = sortColumns[m[2] as keyof typeof sortColumns];
    const descending = m[1] === '-' || m[3] === 'desc';
    order = [descending ? desc(column) : asc(column), descending ? desc(transactions.id) : asc(transactions.id)];
  }
  // without an e-mail filter the maintained counters answer; with one, the e-mail index counts
  const total = q.email
    ? (await first(
        db
          .select({ n: sql<number>`count(*)` })
          .from(transactions)
          .where(where),
      ))!.n
    : await liveCount(db, q.status);
  // The page's ids first, then their rows: a deep page skips its offset in the index alone instead
  // of reading every skipped order (page 50,000 of a million orders on PostgreSQL).
  const page = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as('page');
  const rows = await db
    .select(getTableColumns(transactions))
    .from(transactions)
    .innerJoin(page, eq(transactions.id, page.id))
    .orderBy(...order);
  return { rows, total };
}

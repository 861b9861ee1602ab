import { randomBytes } from 'node:crypto';
import {
  computeOrderMicro,
  fromMicro,
  isPlaceholderAddress,
  MAX_BUY_TOKENS,
  MIN_BUY_TOKENS,
  normalizeEmail,
  placeholderAddressMessage,
  toMicro,
} from '@openpresale/shared/domain';
import { createOrderSchema, transactionListQuerySchema, transactionUpdateSchema } from '@openpresale/shared/schemas';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseQuery, parseWith, readJson, requireAdmin, requireUser, sessionOf, type AppEnv } from '../context';
import { first, lockRow, unitOfWork } from '../db/client';
import { prepared } from '../db/prepared';
import { presaleTotals, transactions, users } from '../db/tables';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import { audit } from '../services/audit';
import { cryptoByCurrency } from '../services/config-cache';
import { postLedger } from '../services/ledger';
import { bumpCount, liveCount } from '../services/transaction-counts';
import { transactionOut } from '../services/serialize';
import { getLevels, getMainValueMicro, getSettings } from '../services/settings';
import { iso } from '../time';
import { likeContains, methodNotAllowed } from './helpers';
import { bestPrizePercentMicro } from './users';

/** Client figures may differ from the server's by rounding only (one micro-unit). */
const TOLERANCE_MICRO = 1;

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

const notExisting = () => notFound("Transaction doesn't exist");

export const transactionsRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireUser(c, raw);
    const body = parseWith(createOrderSchema, raw);
    const crypto = await cryptoByCurrency(db, body.cryptoToTransfer);
    if (!crypto) throw badRequest(`Unknown currency: ${body.cryptoToTransfer}.`);
    if (isPlaceholderAddress(crypto.address)) throw conflict(placeholderAddressMessage(crypto.currency));
    const now = iso(clock());
    const orderToken = randomBytes(16).toString('hex');
    // everything below reads and writes in one transaction, so the figures match what is stored
    await unitOfWork(db, async (tx) => {
      const statements = prepared(tx);
      // the buyer's balance and prizes decide the bonus: hold them still until the order is stored
      await lockRow(tx, users, users.id, session.user.id);
      const user = (await first(statements.userById.execute({ id: session.user.id })))!;
      const figures = computeOrderMicro({
        amountMicro: toMicro(body.amountToTransfer),
        rateMicro: crypto.rateMicro,
        balanceMicro: user.balanceMicro,
        prizeBonusPercentMicro: await bestPrizePercentMicro(tx, user.id),
        mainValueMicro: await getMainValueMicro(tx),
        levels: await getLevels(tx),
      });
      const tokens = fromMicro(figures.tokensMicro);
      if (tokens < MIN_BUY_TOKENS || tokens > MAX_BUY_TOKENS) {
        throw badRequest(`Tokens before bonus must be between ${MIN_BUY_TOKENS} and ${MAX_BUY_TOKENS}; this order gives ${tokens}.`);
      }
      const expected = {
        tokens,
        amountToReceive: fromMicro(figures.amountToReceiveMicro),
        bonus: fromMicro(figures.bonusMicro),
        usdValue: fromMicro(figures.usdValueMicro),
        address: crypto.address,
        rate: fromMicro(crypto.rateMicro),
        amountToTransfer: fromMicro(toMicro(body.amountToTransfer)),
      };
      const differs = (client: number | undefined, serverMicro: number) =>
        client !== undefined && Math.abs(toMicro(client) - serverMicro) > TOLERANCE_MICRO;
      if (
        differs(body.amountToReceive, figures.amountToReceiveMicro) ||
        differs(body.bonus, figures.bonusMicro) ||
        differs(body.usdValue, figures.usdValueMicro) ||
        (body.address !== undefined && body.address.trim() !== crypto.address)
      ) {
        throw conflict('The amounts changed (new rate, level or address). Please check the new figures and confirm again.', { expected });
      }
      await statements.insertOrder.execute({
        orderToken,
        userId: user.id,
        cryptoToTransfer: crypto.currency,
        amountToTransferMicro: toMicro(body.amountToTransfer),
        rateMicro: crypto.rateMicro,
        address: crypto.address,
        email: user.email,
        tokensMicro: figures.tokensMicro,
        amountToReceiveMicro: figures.amountToReceiveMicro,
        bonusMicro: figures.bonusMicro,
        usdValueMicro: figures.usdValueMicro,
        stage: (await getSettings(tx)).stageName,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await bumpCount(tx, 'pending', 1);
    });
    return c.json({ status: 'success' as const, orderToken });
  })
  .get('/', async (c) => {
    const { db } = depsOf(c);
    const orderToken = c.req.query('orderToken') ?? c.req.query('order');
    if (orderToken !== undefined) {
      const session = await sessionOf(c);
      if (!session) throw unauthorized();
      if (orderToken.length > 100) throw badRequest('orderToken is too long.');
      const row = await first(
        db
          .select()
          .from(transactions)
          .where(and(eq(transactions.orderToken, orderToken), isNull(transactions.deletedAt))),
      );
      // another user's order looks exactly like a missing one
      if (!row || (session.kind === 'user' && row.userId !== session.user.id)) throw notExisting();
      return c.json({ status: 'success' as const, transactions: [transactionOut(row)] });
    }
    if (c.req.query('mine') !== undefined) {
      const session = await requireUser(c);
      const rows = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, session.user.id), isNull(transactions.deletedAt)))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(1000);
      const investment = rows.filter((r) => r.status === 'approved').reduce((s, r) => s + r.usdValueMicro, 0);
      return c.json({
        status: 'success' as const,
        transactions: rows.map(transactionOut),
        total: rows.length,
        totalInvestment: fromMicro(investment),
      });
    }
    await requireAdmin(c);
    const q = parseQuery(c, transactionListQuerySchema);
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
    const rows = await db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return c.json({ status: 'success' as const, transactions: rows.map(transactionOut), total, page: q.page, pageSize: q.pageSize });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireAdmin(c, raw);
    const body = parseWith(transactionUpdateSchema, raw);
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      // parallel decisions on one order (several administrators, several processes) queue here
      await lockRow(tx, transactions, transactions.id, body.id);
      const current = await first(
        tx
          .select()
          .from(transactions)
          .where(and(eq(transactions.id, body.id), isNull(transactions.deletedAt))),
      );
      if (!current) throw notExisting();
      // repeating the current status changes nothing: approval is idempotent
      if (current.status === body.status) return current;
      if (current.status === 'approved') throw conflict('Approved transactions are final.');
      await tx.update(transactions).set({ status: body.status, updatedAt: now }).where(eq(transactions.id, current.id));
      await bumpCount(tx, current.status, -1);
      await bumpCount(tx, body.status, 1);
      await audit(
        tx,
        session.admin,
        `transaction.${body.status === 'approved' ? 'approve' : 'reject'}`,
        `transaction:${current.id}`,
        { status: current.status },
        { status: body.status },
        now,
      );
      if (body.status === 'approved') {
        const reference = `transaction:${current.id}`;
        await postLedger(tx, { userId: current.userId, kind: 'purchase', amountMicro: current.tokensMicro, reference, at: now });
        if (current.bonusMicro > 0)
          await postLedger(tx, { userId: current.userId, kind: 'bonus', amountMicro: current.bonusMicro, reference, at: now });
        await tx
          .update(users)
          .set({ depositUsdMicro: sql`${users.depositUsdMicro} + ${current.usdValueMicro}` })
          .where(eq(users.id, current.userId));
        await tx
          .insert(presaleTotals)
          .values({ stage: current.stage, raisedUsdMicro: current.usdValueMicro, soldMicro: current.amountToReceiveMicro })
          .onConflictDoUpdate({
            target: presaleTotals.stage,
            set: {
              raisedUsdMicro: sql`${presaleTotals.raisedUsdMicro} + ${current.usdValueMicro}`,
              soldMicro: sql`${presaleTotals.soldMicro} + ${current.amountToReceiveMicro}`,
            },
          });
      }
      return (await first(tx.select().from(transactions).where(eq(transactions.id, current.id))))!;
    });
    return c.json({ status: 'success' as const, transaction: transactionOut(row) });
  })
  .delete('/', async (c) => {
    const { db, clock } = depsOf(c);
    const session = await requireAdmin(c);
    const idText = c.req.query('id');
    if (idText === undefined || !/^\d{1,9}$/.test(idText) || Number(idText) < 1) throw badRequest('id must be a positive whole number.');
    const id = Number(idText);
    const now = iso(clock());
    await unitOfWork(db, async (tx) => {
      const current = await first(
        tx
          .select()
          .from(transactions)
          .where(and(eq(transactions.id, id), isNull(transactions.deletedAt))),
      );
      if (!current) throw notExisting();
      await tx.update(transactions).set({ deletedAt: now, updatedAt: now }).where(eq(transactions.id, id));
      await bumpCount(tx, current.status, -1);
      await audit(tx, session.admin, 'transaction.delete', `transaction:${id}`, transactionOut(current), { deleted_at: now }, now);
    });
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);

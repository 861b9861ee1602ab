// The queries every request (or every order) runs, prepared once instead of being built again on
// each call: once per SQLite connection (its transactions run on the same connection), and per
// handle on PostgreSQL (a transaction's statements must run on the transaction's own connection;
// node-postgres prepares a named statement once per pooled connection). Run them with execute().
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { connectionOf, type Db } from './client';
import {
  admins,
  cryptos,
  ledgerEntries,
  mainCurrency,
  presaleTotals,
  sessions,
  settings,
  statusLevels,
  transactionCounts,
  transactions,
  userPrizes,
  users,
} from './tables';

const p = sql.placeholder;

/** SQLite prepares without a name; PostgreSQL needs one per statement. */
interface Preparable<P> {
  prepare(name?: string): P;
}

function build(db: Db, named: boolean) {
  const prepare = <P>(query: Preparable<P>, name: string): P => (named ? query.prepare(`op_${name}`) : query.prepare());
  return {
    sessionByHash: prepare(
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, p('tokenHash')), gt(sessions.expiresAt, p('now')))),
      'sessionByHash',
    ),
    userById: prepare(
      db
        .select()
        .from(users)
        .where(eq(users.id, p('id'))),
      'userById',
    ),
    adminById: prepare(
      db
        .select()
        .from(admins)
        .where(eq(admins.id, p('id'))),
      'adminById',
    ),
    prizesOfUser: prepare(
      db
        .select()
        .from(userPrizes)
        .where(eq(userPrizes.userId, p('userId')))
        .orderBy(userPrizes.id),
      'prizesOfUser',
    ),
    settingsRow: prepare(db.select().from(settings).where(eq(settings.id, 1)), 'settingsRow'),
    levels: prepare(db.select().from(statusLevels).orderBy(asc(statusLevels.tokens)), 'levels'),
    mainCurrencyRow: prepare(db.select().from(mainCurrency).where(eq(mainCurrency.id, 1)), 'mainCurrencyRow'),
    cryptosById: prepare(db.select().from(cryptos).orderBy(asc(cryptos.id)), 'cryptosById'),
    cryptoByCurrency: prepare(
      db
        .select()
        .from(cryptos)
        .where(eq(cryptos.currency, p('currency'))),
      'cryptoByCurrency',
    ),
    raisedTotal: prepare(
      db.select({ raised: sql<number>`coalesce(sum(${presaleTotals.raisedUsdMicro}), 0)` }).from(presaleTotals),
      'raisedTotal',
    ),
    stageTotals: prepare(
      db
        .select()
        .from(presaleTotals)
        .where(eq(presaleTotals.stage, p('stage'))),
      'stageTotals',
    ),
    insertOrder: prepare(
      db.insert(transactions).values({
        orderToken: p('orderToken'),
        userId: p('userId'),
        cryptoToTransfer: p('cryptoToTransfer'),
        amountToTransferMicro: p('amountToTransferMicro'),
        rateMicro: p('rateMicro'),
        address: p('address'),
        email: p('email'),
        tokensMicro: p('tokensMicro'),
        amountToReceiveMicro: p('amountToReceiveMicro'),
        bonusMicro: p('bonusMicro'),
        usdValueMicro: p('usdValueMicro'),
        stage: p('stage'),
        status: p('status'),
        network: p('network'),
        decimals: p('decimals'),
        amountBase: p('amountBase'),
        tokenContract: p('tokenContract'),
        derivationIndex: p('derivationIndex'),
        confirmationsRequired: p('confirmationsRequired'),
        expiresAt: p('expiresAt'),
        createdAt: p('createdAt'),
        updatedAt: p('updatedAt'),
      }),
      'insertOrder',
    ),
    bumpCount: prepare(
      db
        .insert(transactionCounts)
        .values({ status: p('status'), n: p('delta') })
        .onConflictDoUpdate({ target: transactionCounts.status, set: { n: sql`${transactionCounts.n} + ${p('delta')}` } }),
      'bumpCount',
    ),
    insertLedger: prepare(
      db.insert(ledgerEntries).values({
        userId: p('userId'),
        kind: p('kind'),
        amountMicro: p('amountMicro'),
        reference: p('reference'),
        createdAt: p('createdAt'),
      }),
      'insertLedger',
    ),
    addBalance: prepare(
      db
        .update(users)
        .set({ balanceMicro: sql`${users.balanceMicro} + ${p('amountMicro')}` })
        .where(eq(users.id, p('userId'))),
      'addBalance',
    ),
    addPurchased: prepare(
      db
        .update(users)
        .set({
          balanceMicro: sql`${users.balanceMicro} + ${p('amountMicro')}`,
          purchasedMicro: sql`${users.purchasedMicro} + ${p('amountMicro')}`,
        })
        .where(eq(users.id, p('userId'))),
      'addPurchased',
    ),
    addBonus: prepare(
      db
        .update(users)
        .set({
          balanceMicro: sql`${users.balanceMicro} + ${p('amountMicro')}`,
          bonusMicro: sql`${users.bonusMicro} + ${p('amountMicro')}`,
          purchasedMicro: sql`${users.purchasedMicro} + ${p('amountMicro')}`,
        })
        .where(eq(users.id, p('userId'))),
      'addBonus',
    ),
  };
}

export type Prepared = ReturnType<typeof build>;

const byHandle = new WeakMap<Db, Prepared>();

/** The prepared statements to use with this handle (the database or one of its transactions). */
export function prepared(db: Db): Prepared {
  const connection = connectionOf(db);
  if (connection.engine === 'sqlite') {
    let statements = connection.shared.get('prepared') as Prepared | undefined;
    if (!statements) connection.shared.set('prepared', (statements = build(db, false)));
    return statements;
  }
  let statements = byHandle.get(db);
  if (!statements) byHandle.set(db, (statements = build(db, true)));
  return statements;
}

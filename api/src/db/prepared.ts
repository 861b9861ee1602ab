// The queries every request (or every order) runs, prepared once per SQLite connection instead of
// being built and prepared again on each call. Same SQL as the query-builder calls they replace.
import type Database from 'better-sqlite3';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from './client';
import * as schema from './schema';

const {
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
} = schema;
const p = sql.placeholder;

/** The connection behind a drizzle database or one of its transactions (they share it). */
export function clientOf(db: Db): Database.Database {
  return db.$client ?? (db as unknown as { session: { client: Database.Database } }).session.client;
}

function build(db: Db) {
  return {
    sessionByHash: db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, p('tokenHash')), gt(sessions.expiresAt, p('now'))))
      .prepare(),
    userById: db
      .select()
      .from(users)
      .where(eq(users.id, p('id')))
      .prepare(),
    adminById: db
      .select()
      .from(admins)
      .where(eq(admins.id, p('id')))
      .prepare(),
    prizesOfUser: db
      .select()
      .from(userPrizes)
      .where(eq(userPrizes.userId, p('userId')))
      .orderBy(userPrizes.id)
      .prepare(),
    settingsRow: db.select().from(settings).where(eq(settings.id, 1)).prepare(),
    levels: db.select().from(statusLevels).orderBy(asc(statusLevels.tokens)).prepare(),
    mainCurrencyRow: db.select().from(mainCurrency).where(eq(mainCurrency.id, 1)).prepare(),
    cryptosById: db.select().from(cryptos).orderBy(asc(cryptos.id)).prepare(),
    cryptoByCurrency: db
      .select()
      .from(cryptos)
      .where(eq(cryptos.currency, p('currency')))
      .prepare(),
    raisedTotal: db
      .select({ raised: sql<number>`coalesce(sum(${presaleTotals.raisedUsdMicro}), 0)` })
      .from(presaleTotals)
      .prepare(),
    stageTotals: db
      .select()
      .from(presaleTotals)
      .where(eq(presaleTotals.stage, p('stage')))
      .prepare(),
    insertOrder: db
      .insert(transactions)
      .values({
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
        createdAt: p('createdAt'),
        updatedAt: p('updatedAt'),
      })
      .prepare(),
    bumpCount: db
      .insert(transactionCounts)
      .values({ status: p('status'), n: p('delta') })
      .onConflictDoUpdate({ target: transactionCounts.status, set: { n: sql`${transactionCounts.n} + ${p('delta')}` } })
      .prepare(),
    insertLedger: db
      .insert(ledgerEntries)
      .values({ userId: p('userId'), kind: p('kind'), amountMicro: p('amountMicro'), reference: p('reference'), createdAt: p('createdAt') })
      .prepare(),
    addBalance: db
      .update(users)
      .set({ balanceMicro: sql`${users.balanceMicro} + ${p('amountMicro')}` })
      .where(eq(users.id, p('userId')))
      .prepare(),
    addBalanceAndBonus: db
      .update(users)
      .set({ balanceMicro: sql`${users.balanceMicro} + ${p('amountMicro')}`, bonusMicro: sql`${users.bonusMicro} + ${p('amountMicro')}` })
      .where(eq(users.id, p('userId')))
      .prepare(),
  };
}

export type Prepared = ReturnType<typeof build>;

const byClient = new WeakMap<Database.Database, Prepared>();

/** The prepared statements of this connection (usable inside its transactions too). */
export function prepared(db: Db): Prepared {
  const client = clientOf(db);
  let statements = byClient.get(client);
  if (!statements) {
    statements = build(drizzle(client, { schema }) as Db);
    byClient.set(client, statements);
  }
  return statements;
}

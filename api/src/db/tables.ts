// The tables every service queries, bound once per process to the engine of the database it opens.
//
// Services are written once, against the SQLite schema's types; schema.pg.ts declares the same
// tables with the same property names and value types (schema-parity.test.ts checks both the
// types and the migrated databases), so the query builders produce the same rows on both. The
// bindings below are live: openDatabase() points them at the dialect it opened, before any query.
import * as pgSchema from './schema.pg';
import * as sqliteSchema from './schema.sqlite';

export type Engine = 'sqlite' | 'postgres';
type Schema = typeof sqliteSchema;

let boundEngine: Engine | null = null;

export let users: Schema['users'] = sqliteSchema.users;
export let admins: Schema['admins'] = sqliteSchema.admins;
export let sessions: Schema['sessions'] = sqliteSchema.sessions;
export let cryptos: Schema['cryptos'] = sqliteSchema.cryptos;
export let mainCurrency: Schema['mainCurrency'] = sqliteSchema.mainCurrency;
export let settings: Schema['settings'] = sqliteSchema.settings;
export let statusLevels: Schema['statusLevels'] = sqliteSchema.statusLevels;
export let transactions: Schema['transactions'] = sqliteSchema.transactions;
export let ledgerEntries: Schema['ledgerEntries'] = sqliteSchema.ledgerEntries;
export let auditEntries: Schema['auditEntries'] = sqliteSchema.auditEntries;
export let apiKeys: Schema['apiKeys'] = sqliteSchema.apiKeys;
export let prizes: Schema['prizes'] = sqliteSchema.prizes;
export let userPrizes: Schema['userPrizes'] = sqliteSchema.userPrizes;
export let withdrawals: Schema['withdrawals'] = sqliteSchema.withdrawals;
export let presaleTotals: Schema['presaleTotals'] = sqliteSchema.presaleTotals;
export let transactionCounts: Schema['transactionCounts'] = sqliteSchema.transactionCounts;
export let rateLimits: Schema['rateLimits'] = sqliteSchema.rateLimits;
export let accountTokens: Schema['accountTokens'] = sqliteSchema.accountTokens;
export let outbox: Schema['outbox'] = sqliteSchema.outbox;
export let jobs: Schema['jobs'] = sqliteSchema.jobs;
export let payments: Schema['payments'] = sqliteSchema.payments;
export let securitySettings: Schema['securitySettings'] = sqliteSchema.securitySettings;
export let heldRates: Schema['heldRates'] = sqliteSchema.heldRates;
export let remoteVersions: Schema['remoteVersions'] = sqliteSchema.remoteVersions;
export let remoteLive: Schema['remoteLive'] = sqliteSchema.remoteLive;

/**
 * Points the tables at one engine's schema. A process serves one engine; opening a database of the
 * other engine afterwards is a programming error (the copy command reads both schemas directly).
 */
export function bindTables(engine: Engine): void {
  if (boundEngine === engine) return;
  if (boundEngine !== null) throw new Error(`This process already serves a ${boundEngine} database; it cannot also serve ${engine}.`);
  boundEngine = engine;
  const schema = (engine === 'postgres' ? pgSchema : sqliteSchema) as unknown as Schema;
  ({
    users,
    admins,
    sessions,
    cryptos,
    mainCurrency,
    settings,
    statusLevels,
    transactions,
    ledgerEntries,
    auditEntries,
    apiKeys,
    prizes,
    userPrizes,
    withdrawals,
    presaleTotals,
    transactionCounts,
    rateLimits,
    accountTokens,
    outbox,
    jobs,
    payments,
    securitySettings,
    heldRates,
    remoteVersions,
    remoteLive,
  } = schema);
}

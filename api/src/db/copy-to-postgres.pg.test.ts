// The copy command end to end, as an issuer runs it: a product that ran on SQLite, stopped; the
// command copies its file into an empty PostgreSQL database; the product started on PostgreSQL
// serves the same buyers, balances, orders and history, and goes on taking orders.
import Database from 'better-sqlite3';
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, repositoryRoot, startServerProcess, type ServerProcess } from '../../test/robustness/support';
import { newTestPostgresDatabase } from '../../test/harness';

const ADMIN = { login: 'admin', password: 'robustness-admin-password' };
const PASSWORD = 'copy-secret-pass';

let sqliteFile: string;
let targetUrl: string;
const running: ServerProcess[] = [];

function runCopy(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repositoryRoot, 'api', 'src', 'cli', 'copy-to-postgres.ts'), ...args],
    {
      cwd: repositoryRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: '' },
      timeout: 120_000,
    },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

const adminToken = async (url: string) => (await callApi(url, 'POST', 'admin.php', { body: ADMIN })).body.token as string;
const login = async (url: string, email: string) =>
  (await callApi(url, 'POST', 'users.php', { body: { type: 'login', email, pass: PASSWORD } })).body.user.token as string;

/** Everything a buyer and an administrator can read that the copy must keep. */
async function productView(url: string, emails: string[]) {
  const admin = await adminToken(url);
  const buyers = [];
  for (const email of emails) {
    const token = await login(url, email);
    const me = (await callApi(url, 'GET', 'users.php', { token })).body.user;
    const orders = (await callApi(url, 'GET', 'transactions.php?mine=1', { token })).body;
    const withdrawals = (await callApi(url, 'GET', 'withdrawals.php', { token })).body;
    const roulette = (await callApi(url, 'GET', 'roulette.php', { token })).body;
    buyers.push({ me, orders, withdrawals, winnings: roulette.winnings, spinsLeft: roulette.spinsLeft });
  }
  return {
    buyers,
    users: (await callApi(url, 'GET', 'users.php?list=1&page=1&pageSize=50', { token: admin })).body,
    orders: (await callApi(url, 'GET', 'transactions.php?page=1&pageSize=50', { token: admin })).body,
    withdrawals: (await callApi(url, 'GET', 'withdrawals.php?page=1&pageSize=50', { token: admin })).body,
    // less the sign-ins of these views themselves, made at different times on each server
    audit: (await callApi(url, 'GET', 'audit.php?page=1&pageSize=50', { token: admin })).body.entries.filter(
      (entry: { action: string }) => entry.action !== 'admin.sign_in',
    ),
    settings: (await callApi(url, 'GET', 'settings.php')).body,
    cryptos: (await callApi(url, 'GET', 'cryptos.php')).body,
    leaderboard: (await callApi(url, 'GET', 'leaderboard.php')).body,
  };
}

const emails = ['first.copy@example.com', 'second.copy@example.com', 'third.copy@example.com'];
let before: Awaited<ReturnType<typeof productView>>;

/** A short sale on SQLite: orders approved and rejected, a credit, a spin, a withdrawal. */
async function runSaleOnSqlite(url: string) {
  const admin = await adminToken(url);
  const currencies = (await callApi(url, 'GET', 'cryptos.php')).body.data as { currency: string }[];
  for (const { currency } of currencies) {
    const r = await callApi(url, 'PUT', 'cryptos.php', {
      token: admin,
      body: { currency, address: `copy-${currency.toLowerCase()}-wallet` },
    });
    expect(r.status).toBe(200);
  }
  const tokens: string[] = [];
  for (const email of emails) {
    const r = await callApi(url, 'POST', 'users.php', {
      body: { type: 'reg', name: email.split('.')[0], email, phone: '1', pass: PASSWORD },
    });
    expect(r.status).toBe(200);
    tokens.push(r.body.token as string);
    // the buyer opens the link of the confirmation e-mail (no SMTP here: it waits in the outbox)
    const outbox = new Database(sqliteFile, { readonly: true });
    const { text_body: text } = outbox.prepare(`SELECT text_body FROM outbox WHERE recipient = ? AND kind = 'verify_email'`).get(email) as {
      text_body: string;
    };
    outbox.close();
    const link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await callApi(url, 'POST', 'emailVerification.php', { body: { token: link } })).status).toBe(200);
  }
  const orderIds: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const order = await callApi(url, 'POST', 'transactions.php', {
      token,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 * (i + 1) },
    });
    expect(order.status).toBe(200);
    const placed = await callApi(url, 'GET', `transactions.php?orderToken=${order.body.orderToken}`, { token });
    orderIds.push(placed.body.transactions[0].id as number);
  }
  const decide = (id: number, status: string) => callApi(url, 'PUT', 'transactions.php', { token: admin, body: { id, status } });
  expect((await decide(orderIds[0]!, 'approved')).status).toBe(200);
  expect((await decide(orderIds[1]!, 'approved')).status).toBe(200);
  expect((await decide(orderIds[2]!, 'rejected')).status).toBe(200);
  expect((await callApi(url, 'PUT', 'users.php', { token: admin, body: { email: emails[2], balance: 75 } })).status).toBe(200);
  expect((await callApi(url, 'POST', 'roulette.php', { token: tokens[0] })).status).toBe(200);
  expect((await callApi(url, 'PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } })).status).toBe(200);
  const withdrawal = await callApi(url, 'POST', 'withdrawals.php', { token: tokens[1], body: { amount: 50, address: '0xCOPYPAYOUT' } });
  expect(withdrawal.status).toBe(200);
}

beforeAll(async () => {
  sqliteFile = join(mkdtempSync(join(tmpdir(), 'openpresale-copy-')), 'issuer.db');
  const onSqlite = await startServerProcess({ databasePath: sqliteFile, entry: 'main' });
  running.push(onSqlite);
  await runSaleOnSqlite(onSqlite.url);
  before = await productView(onSqlite.url, emails);
  await onSqlite.stop();
  targetUrl = await newTestPostgresDatabase();
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

describe('npm run copy-to-postgres', () => {
  it('copies every table, verifies it, and the product on PostgreSQL serves the same data', async () => {
    const copy = runCopy(['--from', sqliteFile, '--to', targetUrl]);
    expect(copy.err).toBe('');
    expect(copy.status).toBe(0);
    expect(copy.out).toContain('users: 3 rows');
    expect(copy.out).toContain('transactions: 3 rows');
    expect(copy.out).toContain('verified:');

    const onPostgres = await startServerProcess({ databasePath: ':memory:', entry: 'main', env: { DATABASE_URL: targetUrl } });
    running.push(onPostgres);
    expect(await productView(onPostgres.url, emails)).toEqual(before);
    expect(before.buyers[0]!.me.balance).toBeGreaterThan(0);
    expect(before.buyers[0]!.winnings).toHaveLength(1);
    expect(before.buyers[1]!.withdrawals.withdrawals).toHaveLength(1);

    // New rows continue after the copied ids: a new buyer and a new order are taken as usual.
    const fresh = await callApi(onPostgres.url, 'POST', 'users.php', {
      body: { type: 'reg', name: 'After', email: 'after.copy@example.com', phone: '1', pass: PASSWORD },
    });
    expect(fresh.status).toBe(200);
    // its confirmation e-mail is a new outbox row after the copied ones; the buyer opens its link
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    const { rows: mail } = await client.query<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE recipient = 'after.copy@example.com' AND kind = 'verify_email'`,
    );
    await client.end();
    const link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail[0]!.text_body)![1];
    expect((await callApi(onPostgres.url, 'POST', 'emailVerification.php', { body: { token: link } })).status).toBe(200);
    const order = await callApi(onPostgres.url, 'POST', 'transactions.php', {
      token: fresh.body.token,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 },
    });
    expect(order.status).toBe(200);
    const me = (await callApi(onPostgres.url, 'GET', 'users.php', { token: fresh.body.token })).body.user;
    expect(me.id).toBe(Math.max(...before.buyers.map((b) => b.me.id as number)) + 1);
  }, 180_000);

  it('refuses a database that is not empty and changes nothing in it', async () => {
    const admin = await adminToken(running[running.length - 1]!.url);
    const users = async () =>
      (await callApi(running[running.length - 1]!.url, 'GET', 'users.php?list=1&page=1&pageSize=50', { token: admin })).body
        .total as number;
    const count = await users();
    const again = runCopy(['--from', sqliteFile, '--to', targetUrl]);
    expect(again.status).toBe(1);
    expect(again.err).toContain('The PostgreSQL database is not empty: users (4)');
    expect(await users()).toBe(count);
  }, 60_000);

  it('says so when the SQLite file does not exist or the target is not a PostgreSQL URL', () => {
    const missing = runCopy(['--from', join(tmpdir(), 'no-such-openpresale.db'), '--to', targetUrl]);
    expect(missing.status).toBe(1);
    expect(missing.err).toContain("Cannot open the SQLite database '");
    const noTarget = runCopy(['--from', sqliteFile, '--to', 'mysql://localhost/x']);
    expect(noTarget.status).toBe(2);
    expect(noTarget.err).toContain('--to (or DATABASE_URL) must be a postgres:// URL of an empty database.');
  }, 60_000);
});

// Two API processes on one PostgreSQL database, as two machines behind a load balancer: nothing
// that decides an answer may live in one process's memory.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOf, rows } from './db/client';
import { callApi, startServerProcess, type ServerProcess } from './robustness/support';
import { freshDatabase } from './test/harness';
import { giveCurrenciesTestAddresses } from './test/test-addresses';

let a: ServerProcess;
let b: ServerProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
  const env = { DATABASE_URL: connectionOf(db).location };
  // the first process migrates and seeds; the second finds the database ready
  a = await startServerProcess({ databasePath: ':memory:', entry: 'main', env });
  b = await startServerProcess({ databasePath: ':memory:', entry: 'main', env });
  await giveCurrenciesTestAddresses(db);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const adminToken = async (server: ServerProcess) =>
  (await callApi(server.url, 'POST', 'admin.php', { body: { login: 'admin', password: 'robustness-admin-password' } })).body
    .token as string;

async function register(server: ServerProcess, email: string) {
  const r = await callApi(server.url, 'POST', 'users.php', { body: { type: 'reg', name: 'Two', email, phone: '1', pass: 'secret-pass' } });
  expect(r.status).toBe(200);
  return r.body.token as string;
}

describe('two API processes on one PostgreSQL database', () => {
  it('20 parallel approvals of one order, split between the processes, credit the buyer once', async () => {
    const buyer = await register(a, 'split-approvals@example.com');
    const order = await callApi(b.url, 'POST', 'transactions.php', {
      token: buyer,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 },
    });
    expect(order.status).toBe(200);
    const [{ id }] = (await rows<{ id: number }>(db, sql`SELECT id FROM transactions WHERE order_token = ${order.body.orderToken}`)) as [
      { id: number },
    ];
    const [tokenA, tokenB] = await Promise.all([adminToken(a), adminToken(b)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(i % 2 ? b.url : a.url, 'PUT', 'transactions.php', { token: i % 2 ? tokenB : tokenA, body: { id, status: 'approved' } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const credits = await rows<{ kind: string }>(db, sql`SELECT kind FROM ledger_entries WHERE reference = ${`transaction:${id}`}`);
    expect(credits.map((c) => c.kind).sort()).toEqual(['bonus', 'purchase']);
    const me = await callApi(b.url, 'GET', 'users.php', { token: buyer });
    const approved = await callApi(a.url, 'GET', `transactions.php?order=${order.body.orderToken}`, { token: buyer });
    expect(me.body.user.balance).toBe(approved.body.transactions[0].amount_to_receive);
  });

  it('failed sign-ins counted by one process are refused by the other', async () => {
    await register(a, 'guarded@example.com');
    for (let i = 0; i < 10; i++) {
      const r = await callApi(a.url, 'POST', 'users.php', { body: { type: 'login', email: 'guarded@example.com', pass: 'wrong-guess' } });
      expect(r.status).toBe(401);
    }
    const refused = await callApi(b.url, 'POST', 'users.php', {
      body: { type: 'login', email: 'guarded@example.com', pass: 'secret-pass' },
    });
    expect(refused.status).toBe(429);
  });

  it('a rate changed through one process prices the next order taken by the other', async () => {
    const buyer = await register(b, 'new-rate@example.com');
    const usdtRate = async (server: ServerProcess) =>
      (await callApi(server.url, 'GET', 'cryptos.php')).body.data.find((c: { currency: string }) => c.currency === 'USDT').rate as number;
    const before = await usdtRate(b); // b now holds the currencies in its memory
    const changed = await callApi(a.url, 'PUT', 'cryptos.php', {
      token: await adminToken(a),
      body: { currency: 'USDT', rate: before * 2 },
    });
    expect(changed.status).toBe(200);
    // the change reaches b as a notification a moment after the commit
    await expect.poll(() => usdtRate(b), { timeout: 5000 }).toBe(before * 2);
    const order = await callApi(b.url, 'POST', 'transactions.php', {
      token: buyer,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 },
    });
    expect(order.status).toBe(200);
    const placed = await callApi(b.url, 'GET', `transactions.php?order=${order.body.orderToken}`, { token: buyer });
    expect(placed.body.transactions[0].rate).toBe(before * 2);
  });
});

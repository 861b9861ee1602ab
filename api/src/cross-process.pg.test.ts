// Two API processes on one PostgreSQL database, as two machines behind a load balancer: nothing
// that decides an answer may live in one process's memory.
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOf, exec, rows, type Db } from './db/client';
import { invariantViolations } from './db/integrity';
import { callApi, startServerProcess, type ServerProcess } from '../test/robustness/support';
import { hashToken, USER_SESSION_MS } from './sessions';
import { freshDatabase } from '../test/harness';
import { giveCurrenciesTestAddresses } from '../test/test-addresses';

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
  // the buyer opens the link of the confirmation e-mail (these processes have no SMTP: it waits in the outbox)
  const [mail] = await rows<{ text_body: string }>(
    db,
    sql`SELECT text_body FROM outbox WHERE recipient = ${email} AND kind = 'verify_email'`,
  );
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1];
  const other = server === a ? b : a;
  expect((await callApi(other.url, 'POST', 'emailVerification.php', { body: { token } })).status).toBe(200);
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
    // the free attempts of one address on one account (5 by default), then a delay
    for (let i = 0; i < 5; i++) {
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

  it('parallel spins split between the processes never exceed the allowance', async () => {
    const buyer = await register(a, 'parallel-spins@example.com');
    const admin = await adminToken(a);
    // enough tokens for the highest rank, so every rank's spins are due
    const credit = await callApi(b.url, 'PUT', 'users.php', {
      token: admin,
      body: { email: 'parallel-spins@example.com', balance: 100000 },
    });
    expect(credit.status).toBe(200);
    const spinBurst = async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => callApi(i % 2 ? b.url : a.url, 'POST', 'roulette.php', { token: buyer })),
      );
      expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      return answers.filter((r) => r.status === 200).length;
    };
    // At the highest rank a buyer may win one prize per rank plus the free first one
    // (spinsAllowance in shared): the burst must stop exactly there, then nothing more is due.
    const levels = (await callApi(a.url, 'GET', 'settings.php')).body.levels as unknown[];
    expect(await spinBurst()).toBe(levels.length + 1);
    expect(await spinBurst()).toBe(0);
    const after = await callApi(b.url, 'GET', 'roulette.php', { token: buyer });
    expect(after.body.spinsLeft).toBe(0);
    expect(after.body.winnings).toHaveLength(levels.length + 1);
    expect(await invariantViolations(db)).toEqual([]);
  });

  it('parallel withdrawals split between the processes never overdraw the balance', async () => {
    const buyer = await register(b, 'parallel-withdrawals@example.com');
    const admin = await adminToken(b);
    expect((await callApi(a.url, 'PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } })).status).toBe(200);
    expect(
      (await callApi(a.url, 'PUT', 'users.php', { token: admin, body: { email: 'parallel-withdrawals@example.com', balance: 100 } }))
        .status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(i % 2 ? b.url : a.url, 'POST', 'withdrawals.php', { token: buyer, body: { amount: 30, address: '0xPARALLEL' } }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
    const me = await callApi(a.url, 'GET', 'users.php', { token: buyer });
    expect(me.body.user.balance).toBe(10);
    expect(await invariantViolations(db)).toEqual([]);
  });
});

/** Buyers with sessions written straight into the database (registration is rate limited per address). */
async function addBuyers(target: Db, count: number, prefix: string) {
  const created = new Date().toISOString();
  const expires = new Date(Date.now() + USER_SESSION_MS).toISOString();
  const buyers: Array<{ email: string; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.com`;
    const token = randomBytes(32).toString('base64url');
    const [{ id }] = (await rows<{ id: number }>(
      target,
      sql`INSERT INTO users (name, email, password_hash, created_at, email_verified_at) VALUES (${`Buyer ${i}`}, ${email}, 'not-a-usable-hash', ${created}, ${created}) RETURNING id`,
    )) as [{ id: number }];
    await exec(
      target,
      sql`INSERT INTO sessions (token_hash, kind, user_id, created_at, expires_at) VALUES (${hashToken(token)}, 'user', ${id}, ${created}, ${expires})`,
    );
    buyers.push({ email, token });
  }
  return buyers;
}

describe('one of two API processes killed with SIGKILL under load', () => {
  it('2,000 concurrent orders: no acknowledged order or approval is lost and the other process keeps answering', async () => {
    const target = await freshDatabase();
    // a few buyers place the 2,000 orders: the flood limits of one buyer are lifted for this test
    const env = { DATABASE_URL: connectionOf(target).location, ORDERS_PER_HOUR: '1000000', MAX_PENDING_ORDERS: '1000000' };
    const doomed = await startServerProcess({ databasePath: ':memory:', entry: 'main', env });
    const survivor = await startServerProcess({ databasePath: ':memory:', entry: 'main', env });
    try {
      await giveCurrenciesTestAddresses(target);
      const buyers = await addBuyers(target, 50, 'sigkill-buyer');
      const admin = await adminToken(survivor);
      const orders = 2000;
      // the kill comes when this many of the doomed process's orders have been answered
      const killAfter = randomInt(50, 900);
      const acknowledged: Array<{ orderToken: string; email: string; amount: number; token: string; via: 'doomed' | 'survivor' }> = [];
      const approvals: Array<Promise<{ id: number; ok: boolean }>> = [];
      let doomedAnswers = 0;
      let killing: Promise<void> | null = null;
      const survivorRefusals: string[] = [];

      const approve = async (orderToken: string, token: string) => {
        const found = await callApi(survivor.url, 'GET', `transactions.php?orderToken=${orderToken}`, { token });
        const id = found.body?.transactions?.[0]?.id as number;
        const r = await callApi(survivor.url, 'PUT', 'transactions.php', { token: admin, body: { id, status: 'approved' } });
        return { id, ok: r.status === 200 };
      };

      await Promise.all(
        Array.from({ length: orders }, async (_, i) => {
          const buyer = buyers[i % buyers.length]!;
          const via = i % 2 ? 'survivor' : 'doomed';
          const server = via === 'doomed' ? doomed : survivor;
          const amount = 5 + (i % 50);
          const r = await callApi(server.url, 'POST', 'transactions.php', {
            token: buyer.token,
            body: { cryptoToTransfer: 'USDT', amountToTransfer: amount },
            // 2,000 orders at once on two cores shared with other suites: an answer may take long
            signal: AbortSignal.timeout(180_000),
          });
          if (r.status !== 200) {
            if (via === 'survivor') survivorRefusals.push(`${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
            return;
          }
          acknowledged.push({ orderToken: r.body.orderToken as string, email: buyer.email, amount, token: buyer.token, via });
          if (acknowledged.length % 10 === 0) approvals.push(approve(r.body.orderToken as string, buyer.token));
          if (via === 'doomed' && ++doomedAnswers === killAfter) killing = doomed.kill();
        }),
      );
      if (!killing) killing = doomed.kill();
      await killing;
      const approved = await Promise.all(approvals);

      // the survivor answered every order sent to it, before, during and after the kill
      expect(survivorRefusals.slice(0, 5), `${survivorRefusals.length} orders refused`).toEqual([]);
      expect(acknowledged.filter((o) => o.via === 'survivor')).toHaveLength(orders / 2);
      // the kill cut the doomed process's share short: some of its orders were never answered
      expect(doomedAnswers).toBeGreaterThanOrEqual(killAfter);
      expect(doomedAnswers).toBeLessThan(orders / 2);
      for (const order of acknowledged) {
        const r = await callApi(survivor.url, 'GET', `transactions.php?orderToken=${order.orderToken}`, { token: order.token });
        expect(r.status).toBe(200);
        expect(r.body.transactions[0]).toMatchObject({ email: order.email, crypto_to_transfer: 'USDT', amount_to_transfer: order.amount });
      }
      for (const { id } of approved.filter((a) => a.ok)) {
        const [row] = await rows<{ status: string }>(target, sql`SELECT status FROM transactions WHERE id = ${id}`);
        expect(row?.status, `approval of order ${id} was answered 200`).toBe('approved');
      }
      expect(approved.filter((a) => a.ok).length).toBeGreaterThan(0);
      expect(await invariantViolations(target)).toEqual([]);
    } finally {
      await Promise.all([doomed.kill(), survivor.stop()]);
    }
  }, 300_000);
});

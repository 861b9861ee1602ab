import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

describe('concurrency (money moves once)', () => {
  it('PUT /transactions.php: 20 parallel approvals of one order credit it once', async () => {
    const u = await h.register();
    const tok = (await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } }))
      .body.orderToken;
    const id = (await h.row<{ id: number }>(sql`SELECT id FROM transactions WHERE order_token = ${tok}`))!.id;
    const admin = await h.adminToken();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.call('PUT', 'transactions.php', { token: admin, body: { id, status: 'approved' } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.balance).toBe(105);
    expect((await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ${`transaction:${id}`}`))!.n).toBe(2);
    expect((await h.call('GET', 'settings.php')).body.presale.raised).toBe(10);
  });

  it('POST /roulette.php: 20 parallel spins never exceed the allowance', async () => {
    const u = await h.register();
    await h.call('PUT', 'users.php', { token: await h.adminToken(), body: { email: u.email, balance: 500 } }); // Gold: 1 + (2 + 2 − 1)
    const results = await Promise.all(Array.from({ length: 20 }, () => h.call('POST', 'roulette.php', { token: u.token })));
    const won = results.filter((r) => r.status === 200).length;
    expect(won).toBe(4);
    expect(results.filter((r) => r.status === 409).length).toBe(16);
    expect((await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM user_prizes WHERE user_id = ${u.id}`))!.n).toBe(4);
  });

  it('POST /users.php: 20 parallel registrations with one e-mail create one user', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call('POST', 'users.php', {
          body: { type: 'reg', name: `N${i}`, email: i % 2 ? 'same@example.com' : 'SAME@example.com', phone: '1', pass: 'secret-pass' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM users`))!.n).toBe(1);
  });

  it('POST /withdrawals.php: 20 parallel requests never take more than the balance', async () => {
    const admin = await h.adminToken();
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    const u = await h.register();
    await h.call('PUT', 'users.php', { token: admin, body: { email: u.email, balance: 50 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 10, address: 'payout-address' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.balance).toBe(0);
  });
});

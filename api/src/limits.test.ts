// Findings of the security review about sizes: a buyer cannot flood the order queue, and money
// stays exact at every size a balance may reach.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';
import { MAX_PENDING_ORDERS } from './services/orders';

let h: Harness;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
});

const order = (token: string) => h.call('POST', 'transactions.php', { token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } });

describe('the order queue', () => {
  it(`POST /transactions.php refuses a ${MAX_PENDING_ORDERS + 1}st pending order of one buyer, also from parallel requests, and takes one again once an order is decided`, async () => {
    h = await makeHarness();
    const buyer = await h.register();
    const answers = await Promise.all(Array.from({ length: MAX_PENDING_ORDERS + 5 }, () => order(buyer.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_PENDING_ORDERS);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.message).toMatch(/orders waiting for payment/);
    // another buyer is not affected
    expect((await order((await h.register()).token)).status).toBe(200);
    const [first] = await h.rows<{ id: number }>(sql`SELECT id FROM transactions WHERE user_id = ${buyer.id} ORDER BY id LIMIT 1`);
    expect(
      (await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: first!.id, status: 'rejected' } })).status,
    ).toBe(200);
    expect((await order(buyer.token)).status).toBe(200);
  });

  it('POST /transactions.php answers 429 with Retry-After past the orders of an hour, and takes orders again an hour later', async () => {
    h = await makeHarness({ rateLimit: { ordersPerHour: 3 } });
    const buyer = await h.register();
    for (let i = 0; i < 3; i++) expect((await order(buyer.token)).status).toBe(200);
    const refused = await order(buyer.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM transactions`))!.n).toBe(3);
    h.now.value = new Date(h.now.value.getTime() + 3600 * 1000);
    expect((await order(buyer.token)).status).toBe(200);
  });
});

describe('money stays exact at every size', () => {
  it('PUT /users.php refuses a credit past 10^9 tokens: the balance and the ledger stay equal, exactly', async () => {
    h = await makeHarness();
    const buyer = await h.register();
    const admin = await h.adminToken();
    const credit = (balance: string) => h.call('PUT', 'users.php', { token: admin, body: { email: buyer.email, balance } });
    expect((await credit('999999999.999999')).status).toBe(200);
    // ten more such credits would pass 2^53 micro-units, where doubles lose the last unit
    for (let i = 0; i < 10; i++) expect((await credit('1000000000')).status).toBe(409);
    const tooFar = await credit('0.000002');
    expect(tooFar).toMatchObject({ status: 409, body: { message: expect.stringMatching(/most one account can hold/) } });
    expect((await credit('0.000001')).status).toBe(200);
    const row = (await h.row<{ balance: number; ledger: number }>(
      sql`SELECT balance_micro AS balance, (SELECT SUM(amount_micro) FROM ledger_entries WHERE user_id = users.id) AS ledger FROM users WHERE id = ${buyer.id}`,
    ))!;
    expect(Number(row.balance)).toBe(1e15);
    expect(Number(row.ledger)).toBe(1e15);
    expect((await h.call('GET', 'users.php', { token: buyer.token })).body.user.balance).toBe(1e9);
  });
});

describe('a rate that jumps waits for the owner', () => {
  it('POST /rates.php holds a rate more than the hold percent away; PUT /rates.php applies or discards it, audited', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const rateOf = async (code: string) =>
      ((await h.call('GET', 'cryptos.php')).body.data as Array<{ currency: string; rate: number }>).find((c) => c.currency === code)!.rate;
    // the fake price service: BTC 65,000 (+8 % from the seed's 60,000), ETH 3,200 (+6.7 %): applied
    const first = await h.call('POST', 'rates.php', { token: owner });
    expect(first.body.held).toEqual([]);
    const btc = await rateOf('BTC');
    // a price service answering a tenth of the price (a misplaced digit) is not believed at once
    Object.assign(h.prices.prices, { bitcoin: 6500, ethereum: 3300 });
    const second = await h.call('POST', 'rates.php', { token: owner });
    expect(second.body.held).toEqual([
      { currency: 'BTC', rate: btc / 10, previous: btc, changePercent: 90, held_at: '2026-03-01T12:00:00.000Z' },
    ]);
    expect(second.body.updated).toContain('ETH');
    expect(await rateOf('BTC')).toBe(btc);
    // an order meanwhile is priced at the old rate
    const buyer = await h.register();
    const order = await h.call('POST', 'transactions.php', {
      token: buyer.token,
      body: { cryptoToTransfer: 'BTC', amountToTransfer: 0.01 },
    });
    expect(order.status).toBe(200);
    expect(
      (await h.call('GET', `transactions.php?orderToken=${order.body.orderToken}`, { token: buyer.token })).body.transactions[0]
        .amount_to_receive,
    ).toBeGreaterThan(btc * 0.01 - 1);
    // operators do not decide rates
    expect(
      (await h.call('PUT', 'rates.php', { token: await h.adminTokenFor('operator'), body: { currency: 'BTC', decision: 'apply' } })).status,
    ).toBe(403);
    const applied = await h.call('PUT', 'rates.php', { token: owner, body: { currency: 'BTC', decision: 'apply' } });
    expect(applied.body.held).toEqual([]);
    expect(await rateOf('BTC')).toBe(btc / 10);
    expect((await h.call('PUT', 'rates.php', { token: owner, body: { currency: 'BTC', decision: 'apply' } })).status).toBe(404);
    // back up tenfold: held again, and discarded this time
    Object.assign(h.prices.prices, { bitcoin: 65000 });
    expect((await h.call('POST', 'rates.php', { token: owner })).body.held.map((r: { currency: string }) => r.currency)).toEqual(['BTC']);
    await h.call('PUT', 'rates.php', { token: owner, body: { currency: 'BTC', decision: 'discard' } });
    expect(await rateOf('BTC')).toBe(btc / 10);
    const audit = await h.call('GET', 'audit.php?page=1&pageSize=100', { token: owner });
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['rates.confirm', 'rates.discard']));
  });
});

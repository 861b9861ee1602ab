import { adminOverviewResponseSchema } from '@openpresale/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PriceServiceError } from './price-service';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

/** Places a USDT order for a new buyer and answers its id (seeded rate: 10 tokens per USDT, $0.10 a token). */
async function order(usdt: number): Promise<number> {
  const buyer = await h.register();
  await h.call('POST', 'transactions.php', { token: buyer.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: usdt } });
  const mine = await h.call('GET', 'transactions.php?mine=1', { token: buyer.token });
  return mine.body.transactions[0].id as number;
}

// Admin sessions last 12 hours: h.adminToken() signs in again after a jump of the clock.
const at = (iso: string) => {
  h.now.value = new Date(iso);
};

describe('GET /adminOverview.php (the Overview figures no other controller answers)', () => {
  it('GET /adminOverview.php answers 401 without a session and 403 to a buyer', async () => {
    const buyer = await h.register();
    expect((await h.call('GET', 'adminOverview.php?since=2026-03-01T00:00:00Z')).status).toBe(401);
    const asBuyer = await h.call('GET', 'adminOverview.php?since=2026-03-01T00:00:00Z', { token: buyer.token });
    expect(asBuyer).toMatchObject({ status: 403, body: { status: 'error' } });
  });

  it('GET /adminOverview.php without since, or with a since that is not a date, is a 400 naming it', async () => {
    const admin = await h.adminToken();
    const missing = await h.call('GET', 'adminOverview.php', { token: admin });
    expect(missing).toMatchObject({ status: 400, body: { status: 'error' } });
    expect(missing.body.message).toMatch(/since/);
    expect((await h.call('GET', 'adminOverview.php?since=yesterday', { token: admin })).status).toBe(400);
  });

  it('GET /adminOverview.php sums the orders approved since the instant, leaving out earlier, pending, rejected and deleted ones', async () => {
    at('2026-03-01T10:00:00.000Z');
    const approvedYesterday = await order(50);
    const approvedToday = await order(100);
    const alsoToday = await order(40);
    const deletedToday = await order(60);
    const rejectedToday = await order(70);
    await order(80); // stays pending
    at('2026-03-01T20:59:59.000Z');
    await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: approvedYesterday, status: 'approved' } });
    // the day starts at 21:00 UTC in UTC+3
    at('2026-03-01T21:00:00.000Z');
    await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: approvedToday, status: 'approved' } });
    at('2026-03-02T08:30:00.000Z');
    await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: alsoToday, status: 'approved' } });
    await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: deletedToday, status: 'approved' } });
    await h.call('DELETE', `transactions.php?id=${deletedToday}`, { token: await h.adminToken() });
    await h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id: rejectedToday, status: 'rejected' } });

    const r = await h.call('GET', 'adminOverview.php?since=2026-03-02T00:00:00%2B03:00', { token: await h.adminToken() });
    expect(r.status).toBe(200);
    expect(adminOverviewResponseSchema.safeParse(r.body).success).toBe(true);
    // 100 USDT and 40 USDT: 1,000 and 400 tokens at $0.10
    expect(r.body.sales).toEqual({ since: '2026-03-01T21:00:00.000Z', usd: 140, orders: 2 });
    const earlier = await h.call('GET', 'adminOverview.php?since=2026-03-01T00:00:00Z', { token: await h.adminToken() });
    expect(earlier.body.sales).toMatchObject({ usd: 190, orders: 3 });
  });

  it('GET /adminOverview.php gives the time of the last refresh that changed a rate; failed and empty refreshes leave it', async () => {
    const ratesUpdatedAt = async () =>
      (await h.call('GET', 'adminOverview.php?since=2026-03-01T00:00:00Z', { token: await h.adminToken() })).body.ratesUpdatedAt;
    expect(await ratesUpdatedAt()).toBeNull();

    at('2026-03-01T12:00:00.000Z');
    expect((await h.call('POST', 'rates.php', { token: await h.adminToken() })).status).toBe(200);
    expect(await ratesUpdatedAt()).toBe('2026-03-01T12:00:00.000Z');

    at('2026-03-02T09:00:00.000Z');
    h.prices.fail = new PriceServiceError('Price service unreachable: timed out');
    expect((await h.call('POST', 'rates.php', { token: await h.adminToken() })).status).toBe(502);
    h.prices.fail = null;
    h.prices.prices = {};
    expect((await h.call('POST', 'rates.php', { token: await h.adminToken() })).body.updated).toEqual([]);
    expect(await ratesUpdatedAt()).toBe('2026-03-01T12:00:00.000Z');
  });
});

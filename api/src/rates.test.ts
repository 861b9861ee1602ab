import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpPriceService, PriceServiceError } from './price-service';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness | undefined;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
  h = undefined;
});

describe('rates (SPEC §9: rate = USD price / main value, 6 decimals)', () => {
  it('POST /rates.php stores new rates and names the currencies without a price, keeping their old rate', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    h.prices.prices = { bitcoin: 65000, ethereum: 3200.5, tether: 1.0001, binancecoin: 610 }; // no 'solana'
    const r = await h.call('POST', 'rates.php', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.missing).toEqual(['SOL']);
    const rate = Object.fromEntries(r.body.currencies.map((c: any) => [c.currency, c.rate]));
    expect(rate).toEqual({ BTC: 650000, ETH: 32005, USDT: 10.001, BNB: 6100, SOL: 1500 });
    expect(h.prices.calls[0]).toEqual(['bitcoin', 'ethereum', 'tether', 'binancecoin', 'solana']);
  });

  it('POST /rates.php uses the current main value', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    await h.call('PUT', 'mainCurrency.php', { token: admin, body: { id: 1, value: '4.50' } });
    // a 45-fold main value moves every rate by 97 %: the owner allows that much at once
    await h.call('PUT', 'securitySettings.php', { token: admin, body: { rateHoldPercent: 100 } });
    const r = await h.call('POST', 'rates.php', { token: admin });
    expect(r.body.currencies.find((c: any) => c.currency === 'BTC').rate).toBe(14444.444444);
  });

  it('POST /rates.php answers 502 and changes nothing when the price service fails', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    const before = (await h.call('GET', 'cryptos.php')).body.data;
    h.prices.fail = new PriceServiceError('Price service unreachable: timed out');
    const r = await h.call('POST', 'rates.php', { token: admin });
    expect(r).toMatchObject({ status: 502, body: { status: 'error' } });
    expect(r.body.message).toMatch(/^Failed to fetch crypto rates/);
    expect((await h.call('GET', 'cryptos.php')).body.data).toEqual(before);
  });
});

describe('HTTP price service (CoinGecko simple-price shape, with a timeout)', () => {
  let server: Server;
  let base: string;
  let lastUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      lastUrl = req.url ?? '';
      if (req.url?.includes('slow')) return void setTimeout(() => res.end('{}'), 2000);
      if (req.url?.includes('broken')) {
        res.statusCode = 500;
        return void res.end('oops');
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ bitcoin: { usd: 64000.5 }, weird: { usd: 'x' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /simple/price with ids and vs_currencies=usd and keeps only numeric prices', async () => {
    const svc = createHttpPriceService({ baseUrl: base + '/', timeoutMs: 1000 });
    expect(await svc.getUsdPrices(['bitcoin', 'weird', 'absent'])).toEqual({ bitcoin: 64000.5 });
    expect(lastUrl).toBe('/api/v3/simple/price?ids=bitcoin,weird,absent&vs_currencies=usd');
  });

  it('gives up after the timeout and reports HTTP errors', async () => {
    const svc = createHttpPriceService({ baseUrl: base, timeoutMs: 100 });
    await expect(svc.getUsdPrices(['slow'])).rejects.toThrow(/timed out/);
    await expect(svc.getUsdPrices(['broken'])).rejects.toThrow(/HTTP 500/);
  });
});

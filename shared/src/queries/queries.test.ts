import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client';
import * as queries from './definitions';

function clientAnswering(body: unknown) {
  return createApiClient({
    getUserToken: () => 'user-token',
    getAdminToken: () => 'admin-token',
    fetchImpl: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });
}

const definitions = (api: ReturnType<typeof createApiClient>) => [
  queries.settingsQuery(api),
  queries.cryptosQuery(api),
  queries.mainCurrencyQuery(api),
  queries.leaderboardQuery(api),
  queries.meQuery(api, 't'),
  queries.myTransactionsQuery(api, 't'),
  queries.myWithdrawalsQuery(api, 't'),
  queries.rouletteQuery(api, 't'),
  queries.orderQuery(api, 'o'),
  queries.adminSessionQuery(api, 'a'),
  queries.releasesQuery(api),
  queries.prizesQuery(api),
];

describe('shared query definitions', () => {
  it('give every endpoint its own cache key under the api prefix, so two remotes cannot store different shapes under one key', () => {
    const keys = definitions(clientAnswering({})).map((definition) => JSON.stringify(definition.queryKey.slice(0, 2)));
    for (const key of keys) expect(JSON.parse(key)[0]).toBe('api');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('store the currencies as an array, whoever asks first', async () => {
    const api = clientAnswering({
      status: 'success',
      data: [{ id: 1, currency: 'USDT', fullName: 'Tether', rate: 2, address: '0xabc', priceId: 'tether' }],
    });
    const currencies = await queries.cryptosQuery(api).queryFn({});
    expect(Array.isArray(currencies)).toBe(true);
    expect(currencies[0]?.currency).toBe('USDT');
  });

  it('turn an answer that does not fit its schema into an error naming the endpoint, not into figures', async () => {
    const api = clientAnswering({ status: 'success', data: { not: 'a list' } });
    await expect(queries.cryptosQuery(api).queryFn({})).rejects.toThrow(/Unexpected cryptos\.php answer from the server at data/);
  });

  it('treat an order of another buyer like a missing one', async () => {
    const api = createApiClient({
      getUserToken: () => 'user-token',
      getAdminToken: () => null,
      fetchImpl: async () => new Response(JSON.stringify({ status: 'error', message: "Transaction doesn't exist" }), { status: 404 }),
    });
    await expect(queries.orderQuery(api, 'someone-elses').queryFn({})).rejects.toBeInstanceOf(queries.OrderNotFoundError);
  });
});

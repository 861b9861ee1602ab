import type { PriceService } from '../src/price-service';

/** In-process fake for the tests: answers from a fixed table, can be told to fail. */
export function createFakePriceService(prices: Record<string, number> = {}): PriceService & {
  prices: Record<string, number>;
  fail: Error | null;
  calls: string[][];
} {
  const fake = {
    prices: { ...prices },
    fail: null as Error | null,
    calls: [] as string[][],
    async getUsdPrices(ids: string[]) {
      fake.calls.push([...ids]);
      if (fake.fail) throw fake.fail;
      const out: Record<string, number> = {};
      for (const id of ids) if (id in fake.prices) out[id] = fake.prices[id]!;
      return out;
    },
  };
  return fake;
}

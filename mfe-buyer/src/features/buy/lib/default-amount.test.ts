import { MAX_BUY_TOKENS, MIN_BUY_TOKENS } from '@openpresale/shared/domain';
import { describe, expect, it } from 'vitest';
import { defaultCryptoAmount } from './default-amount';

describe('the suggested amount once a currency is chosen', () => {
  it('buys the minimum purchase in a round figure, whatever the currency is worth', () => {
    // Demo rates at $0.10 a token: BTC 600,000, ETH 30,000, USDT 10 tokens per unit.
    expect(defaultCryptoAmount(600_000)).toBe('0.000067');
    expect(defaultCryptoAmount(30_000)).toBe('0.0014');
    expect(defaultCryptoAmount(10)).toBe('4');
    expect(defaultCryptoAmount(3)).toBe('14');
  });

  it('always lies between the minimum and the maximum purchase', () => {
    for (const rate of [0.37, 1, 7.5, 10, 333.33, 6_000, 600_000, 123_456_789]) {
      const tokens = Number(defaultCryptoAmount(rate)) * rate;
      expect(tokens).toBeGreaterThanOrEqual(MIN_BUY_TOKENS);
      expect(tokens).toBeLessThanOrEqual(MAX_BUY_TOKENS);
    }
  });

  it('suggests nothing for a currency without a rate', () => {
    expect(defaultCryptoAmount(0)).toBe('');
  });
});

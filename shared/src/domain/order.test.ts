import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVELS } from './levels';
import { buyBoundsInCrypto, computeOrderMicro, cryptoForTokens, isWithinBuyBounds, previewOrder } from './order';

describe('order figures (SPEC §9)', () => {
  it('tokens = amount × rate; bonus = tokens/100 × (level % + best bonus_dep %); receive = tokens + bonus', () => {
    const p = previewOrder({ amount: 2, rate: 100, purchased: 0, prizeBonusPercent: 0, mainValue: 0.1, levels: DEFAULT_LEVELS });
    expect(p.tokens).toBe(200);
    expect(p.bonus).toBe(10); // Bronze 5 % below 40
    expect(p.amountToReceive).toBe(210);
    expect(p.usdValue).toBe(20); // usd_value = tokens × main value
  });
  it('uses the level of the tokens bought before the order and adds the best prize percent', () => {
    const p = previewOrder({ amount: 1, rate: 1000, purchased: 500, prizeBonusPercent: 30, mainValue: 0.1, levels: DEFAULT_LEVELS });
    expect(p.levelName).toBe('Gold');
    expect(p.bonus).toBe(400); // 1000/100 × (10 + 30)
  });
  it('rounds the bonus to 6 decimals', () => {
    const f = computeOrderMicro({
      amountMicro: 1,
      rateMicro: 333_333_333,
      purchasedMicro: 0,
      prizeBonusPercentMicro: 0,
      mainValueMicro: 100_000,
      levels: DEFAULT_LEVELS,
    });
    expect(f.tokensMicro).toBe(333);
    expect(f.bonusMicro).toBe(17); // 16.65 → 17
  });
  it('buy bounds: tokens before bonus between 40 and 100000', () => {
    expect(isWithinBuyBounds(39.999999)).toBe(false);
    expect(isWithinBuyBounds(40)).toBe(true);
    expect(isWithinBuyBounds(100000)).toBe(true);
    expect(isWithinBuyBounds(100000.000001)).toBe(false);
    expect(buyBoundsInCrypto(10)).toEqual({ min: 4, max: 10000 });
  });
  it('crypto for a wanted token amount rounds up', () => {
    expect(cryptoForTokens(100, 3)).toBe(33.333334);
  });
});

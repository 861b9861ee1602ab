import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIZES,
  STRIP_LENGTH,
  STRIP_WIN_INDEX,
  bestDepositBonusPercent,
  buildStrip,
  drawWeighted,
  prizeOdds,
  spinsAllowance,
  stripOffsetForWidth,
} from './roulette';

function seq(values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('roulette (SPEC §9)', () => {
  it('default prizes: 20/30/40 % deposit with chances 60/50/40, all bonus_dep', () => {
    expect(DEFAULT_PRIZES.map((p) => [p.name, p.chance, p.type])).toEqual([
      ['20% deposit', 60, 'bonus_dep'],
      ['30% deposit', 50, 'bonus_dep'],
      ['40% deposit', 40, 'bonus_dep'],
    ]);
  });
  it('spins: no prizes yet → 1; no rank → 0; else rank index + 2 − prizes won', () => {
    expect(spinsAllowance(0, 0)).toBe(1);
    expect(spinsAllowance(1, 10)).toBe(0);
    expect(spinsAllowance(1, 40)).toBe(1); // Bronze: 0 + 2 − 1
    expect(spinsAllowance(2, 40)).toBe(0);
    expect(spinsAllowance(1, 50000)).toBe(6); // Legend: 5 + 2 − 1
    expect(spinsAllowance(9, 50000)).toBe(0);
  });
  it('a chance of 0 hides the prize; odds are published in percent', () => {
    const odds = prizeOdds([
      { name: 'a', chance: 3 },
      { name: 'b', chance: 1 },
      { name: 'hidden', chance: 0 },
    ]);
    expect(odds.map((o) => [o.name, o.odds])).toEqual([
      ['a', 75],
      ['b', 25],
    ]);
  });
  it('draws by weight = chance', () => {
    const prizes = [
      { name: 'a', chance: 3 },
      { name: 'b', chance: 1 },
      { name: 'z', chance: 0 },
    ];
    expect(drawWeighted(prizes, () => 0).name).toBe('a');
    expect(drawWeighted(prizes, () => 0.74).name).toBe('a');
    expect(drawWeighted(prizes, () => 0.76).name).toBe('b');
    expect(drawWeighted(prizes, () => 0.9999).name).toBe('b');
  });
  it('strip: 30 slots, won prize at slot 23, only winnable prizes', () => {
    const prizes = [
      { name: 'a', chance: 1 },
      { name: 'b', chance: 1 },
      { name: 'z', chance: 0 },
    ];
    const strip = buildStrip(prizes, prizes[1]!, seq([0.1, 0.9]));
    expect(strip).toHaveLength(STRIP_LENGTH);
    expect(strip[STRIP_WIN_INDEX]!.name).toBe('b');
    expect(strip.every((p) => p.name !== 'z')).toBe(true);
  });
  it('offsets by window width', () => {
    expect(stripOffsetForWidth(400)).toBe(400);
    expect(stripOffsetForWidth(600)).toBe(0);
    expect(stripOffsetForWidth(1000)).toBe(150);
    expect(stripOffsetForWidth(1400)).toBe(0);
    expect(stripOffsetForWidth(1600)).toBe(300);
  });
  it('best bonus_dep percent among prizes', () => {
    expect(bestDepositBonusPercent([])).toBe(0);
    expect(
      bestDepositBonusPercent([
        { type: 'bonus_dep', name: '20% deposit' },
        { type: 'bonus_dep', amount: 40 },
        { type: 'add_to_balance', amount: 100 },
      ]),
    ).toBe(40);
  });
});

import { DEFAULT_LEVELS } from '@openpresale/shared/domain';
import { describe, expect, it } from 'vitest';
import { spinsExplanation, spinsText } from './spins-caption';
import { prizeEffect } from './prize-effect';
import { englishFormat, englishT } from '../../../test/render';

const levels = DEFAULT_LEVELS;
const why = (won: number, purchased: number) =>
  spinsExplanation({ won, purchased, levels, symbol: 'DEMO', name: (l) => l.lvl }, englishT, englishFormat);

describe('spins: singular and plural', () => {
  it.each([
    [0, '0 spins'],
    [1, '1 spin'],
    [2, '2 spins'],
  ])('%i → %s', (count, text) => expect(spinsText(count, englishT)).toBe(text));
});

describe('why the allowance is what it is (SPEC §9)', () => {
  it('before the first spin: free, and what the rank gives after it', () => {
    expect(why(0, 250)).toBe('Your first spin is free. After it, your Silver rank gives 3 spins in all, the free one included.');
    expect(why(0, 0)).toBe('Your first spin is free. After it, spins come with a rank: Bronze (40 DEMO) gives 2 in all.');
  });

  it('with a rank: the total and how many were used; at zero, the next rank to reach', () => {
    expect(why(1, 250)).toBe('Your Silver rank gives 3 spins in all; you have used 1.');
    expect(why(3, 250)).toBe('Your Silver rank gives 3 spins in all; you have used 3. Reach Gold (500 DEMO) for one more.');
    expect(why(2, 40)).toBe('Your Bronze rank gives 2 spins in all; you have used 2. Reach Silver (200 DEMO) for one more.');
  });

  it('without a rank after the free spin: which rank brings spins', () => {
    expect(why(1, 10)).toBe('Spins after the first come with a rank: reach Bronze (40 DEMO) for 2 in all.');
  });
});

describe('what a prize gives', () => {
  it('says it per prize type', () => {
    expect(prizeEffect({ type: 'bonus_dep', amount: 5 }, 'DEMO', englishT, englishFormat)).toBe('+5 % bonus on your purchases');
    expect(prizeEffect({ type: 'add_to_balance', amount: 50 }, 'DEMO', englishT, englishFormat)).toBe('+50 DEMO added to your balance');
    expect(prizeEffect({ type: 'material', amount: 0 }, 'DEMO', englishT, englishFormat)).toBe('A physical prize, not tokens');
  });
});

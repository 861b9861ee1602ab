import { describe, expect, it } from 'vitest';
import { countdownTo, formatCountdown, isStageEndingSoon, relativeSince, shouldShowStageNotice } from './countdown';
import { ERC20_FULL_NAMES, defaultPriceId, filterCurrencies, isErc20FullName, rateFromUsd, usdtEquivalent } from './currencies';
import { maskEmail, normalizeEmail } from './email';
import { rankLeaders } from './leaderboard';
import { presaleProgress, progressLabel, stageProgress } from './presale';

describe('e-mails (SPEC §3 leaderboard masking, §4 case-insensitive)', () => {
  it("masks like 'jo***@gm***.com'", () => {
    expect(maskEmail('john@gmail.com')).toBe('jo***@gm***.com');
    expect(maskEmail('a@b.co.uk')).toBe('a***@b.***.uk');
  });
  it('normalises case and blanks', () => {
    expect(normalizeEmail('  John@Example.COM ')).toBe('john@example.com');
  });
});

describe('countdown (SPEC §3: HH:MM:SS padded, 00:00:00 once passed; §0 only to a configured end)', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('formats', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(100 * 3_600_000)).toBe('100:00:00');
  });
  it('runs only to a configured end', () => {
    expect(countdownTo(null, now)).toBeNull();
    expect(countdownTo('2026-01-01T00:00:05Z', now)).toBe('00:00:05');
  });
  it("'stage ends soon' only when the end is really less than 24 h away and a next price is set", () => {
    expect(isStageEndingSoon('2026-01-01T23:59:59Z', now)).toBe(true);
    expect(isStageEndingSoon('2026-01-02T00:00:00Z', now)).toBe(false);
    expect(isStageEndingSoon('2025-12-31T23:00:00Z', now)).toBe(false);
    expect(shouldShowStageNotice({ stageEnd: '2026-01-01T10:00:00Z', nextStagePrice: null }, now)).toBe(false);
    expect(shouldShowStageNotice({ stageEnd: '2026-01-01T10:00:00Z', nextStagePrice: 0.2 }, now)).toBe(true);
  });
  it('relative registration time', () => {
    expect(relativeSince('2025-12-29T00:00:00Z', now)).toEqual({ value: 3, unit: 'days' });
    expect(relativeSince('2025-12-31T22:00:00Z', now)).toEqual({ value: 2, unit: 'hours' });
  });
});

describe('currencies (SPEC §4, §9)', () => {
  it('ERC-20 list of §9', () => {
    expect(ERC20_FULL_NAMES).toHaveLength(15);
    expect(isErc20FullName('binance-peg busd')).toBe(true);
    expect(isErc20FullName('Bitcoin')).toBe(false);
  });
  it('price id defaults to the full name lowercased without spaces', () => {
    expect(defaultPriceId('Binance Coin')).toBe('binancecoin');
  });
  it('rate = USD price / main value, 6 decimals', () => {
    expect(rateFromUsd(60000, 0.1)).toBe(600000);
    expect(rateFromUsd(1, 3)).toBe(0.333333);
  });
  it('USDT equivalent = balance / USDT rate', () => {
    expect(usdtEquivalent(100, [{ currency: 'USDT', rate: 10 }])).toBe(10);
    expect(usdtEquivalent(100, [])).toBe(0);
  });
  it('filters by code or full name, case-insensitive', () => {
    const list = [
      { currency: 'BTC', fullName: 'Bitcoin' },
      { currency: 'ETH', fullName: 'Ethereum' },
    ];
    expect(filterCurrencies(list, 'eth').map((c) => c.currency)).toEqual(['ETH']);
    expect(filterCurrencies(list, 'bitc').map((c) => c.currency)).toEqual(['BTC']);
  });
});

describe('presale and leaderboard (SPEC §9, §3)', () => {
  it('progress = raised / hard cap, label rounded down', () => {
    expect(presaleProgress(5_000_000, 20_000_000)).toBe(25);
    expect(progressLabel(25.9)).toBe('Progress: 25%');
    expect(stageProgress(10, 0)).toBe(0);
  });
  it('top 10 by deposits, masked, level from the tokens bought (no rank below 40)', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ email: `user${i}@mail.com`, deposit: i * 10, purchased: i * 10 }));
    const leaders = rankLeaders(rows);
    expect(leaders).toHaveLength(10);
    expect(leaders[0]).toEqual({ email: 'us***@ma***.com', deposit: 110, level: 'Bronze' });
    expect(rankLeaders([{ email: 'a@b.c', deposit: 5, purchased: 1 }])[0]!.level).toBeNull();
  });
});

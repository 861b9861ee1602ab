import { describe, expect, it } from 'vitest';
import { fromMicro, microToString, mulDivRound, mulMicro, parseAmountInput, sanitizeAmountInput, toMicro } from './money';

describe('money (SPEC §4: token amounts with 6 decimals stored exactly as integer micro-units)', () => {
  it('converts decimals to micro-units exactly', () => {
    expect(toMicro(0.1)).toBe(100_000);
    expect(toMicro(1.234567)).toBe(1_234_567);
    expect(toMicro('4.50')).toBe(4_500_000);
    expect(toMicro('0.0000005')).toBe(1);
    expect(toMicro(-2.5)).toBe(-2_500_000);
    expect(toMicro('123456789.123456')).toBe(123_456_789_123_456);
  });
  it('rejects non-finite and malformed values', () => {
    expect(() => toMicro(Number.NaN)).toThrow();
    expect(() => toMicro(Infinity)).toThrow();
    expect(() => toMicro('1e3')).toThrow();
    expect(() => toMicro('abc')).toThrow();
    expect(() => toMicro(1e20)).toThrow();
  });
  it('converts back at the edge', () => {
    expect(fromMicro(1_500_000)).toBe(1.5);
    expect(microToString(1_500_000)).toBe('1.5');
    expect(microToString(-1)).toBe('-0.000001');
  });
  it('multiplies without overflow and rounds half away from zero', () => {
    expect(mulMicro(100_000_000, 1_000_000_000_000)).toBe(100_000_000_000_000);
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
  });
});

describe('buy amount input (SPEC §6: non-negative decimal, comma becomes dot, empty counts as 0)', () => {
  it('accepts decimals and turns commas into dots', () => {
    expect(sanitizeAmountInput('1,5', '1')).toBe('1.5');
    expect(sanitizeAmountInput('', '12')).toBe('');
    expect(sanitizeAmountInput('12.', '12')).toBe('12.');
  });
  it('ignores anything else', () => {
    expect(sanitizeAmountInput('-1', '1')).toBe('1');
    expect(sanitizeAmountInput('1e5', '1')).toBe('1');
    expect(sanitizeAmountInput('1.2.3', '1.2')).toBe('1.2');
  });
  it('parses empty as 0', () => {
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('2,5')).toBe(2.5);
  });
});

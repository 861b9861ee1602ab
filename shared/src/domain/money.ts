// Token and dollar amounts are exact: integer micro-units (x 1,000,000) wherever they are stored or
// computed (SPEC §4 "stored exactly, e.g. as integer micro-units"), decimal numbers only at the edge.

export const MICRO = 1_000_000;
const MICRO_BIG = 1_000_000n;

/** Decimal number or decimal string → integer micro-units, rounded half away from zero to 6 decimals. */
export function toMicro(value: number | string): number {
  if (typeof value === 'string') return decimalStringToMicro(value);
  if (!Number.isFinite(value)) throw new RangeError('Amount must be a finite number');
  const micro = Math.round(Math.abs(value) * MICRO) * Math.sign(value);
  if (!Number.isSafeInteger(micro)) throw new RangeError('Amount is too large');
  return micro === 0 ? 0 : micro;
}

function decimalStringToMicro(text: string): number {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text.slice(0, 40)}`);
  const [, minus, whole, frac = ''] = match;
  const padded = (frac + '0000000').slice(0, 7);
  let micro = BigInt(whole!) * MICRO_BIG + BigInt(padded.slice(0, 6));
  if (Number(padded[6]) >= 5) micro += 1n;
  const result = Number(micro);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount is too large');
  return minus && result !== 0 ? -result : result;
}

/** Integer micro-units → decimal number (the nearest double to the exact 6-decimal value). */
export function fromMicro(micro: number): number {
  return micro / MICRO;
}

/** Exact decimal text of a micro amount, e.g. 1500000 → '1.5'. */
export function microToString(micro: number): string {
  const neg = micro < 0;
  const abs = BigInt(Math.abs(micro));
  const whole = abs / MICRO_BIG;
  const frac = (abs % MICRO_BIG).toString().padStart(6, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** round(a * b / divisor), half away from zero, computed with BigInt so nothing overflows. */
export function mulDivRound(a: number, b: number, divisor: number): number {
  if (divisor === 0) throw new RangeError('Division by zero');
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(divisor);
  const neg = num < 0n !== den < 0n;
  const absNum = num < 0n ? -num : num;
  const absDen = den < 0n ? -den : den;
  let q = absNum / absDen;
  if ((absNum % absDen) * 2n >= absDen) q += 1n;
  const result = Number(neg ? -q : q);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount is too large');
  return result === 0 ? 0 : result;
}

/** Product of two micro amounts, in micro-units (e.g. crypto amount × rate = tokens). */
export function mulMicro(aMicro: number, bMicro: number): number {
  return mulDivRound(aMicro, bMicro, MICRO);
}

/** Quotient of two micro amounts, in micro-units (e.g. USD price / main value = rate). */
export function divMicro(aMicro: number, bMicro: number): number {
  return mulDivRound(aMicro, MICRO, bMicro);
}

/** Fixed 2-decimal display used for dollars and hub amounts (SPEC §9). */
export function formatFixed(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return (0).toFixed(decimals);
  return value.toFixed(decimals);
}

/**
 * Buy amount typing rule (SPEC §6): only a non-negative decimal; a comma becomes a dot; empty is
 * allowed (counts as 0); anything else is ignored — the previous value is kept.
 */
export function sanitizeAmountInput(next: string, previous: string): string {
  const candidate = next.replace(/,/g, '.');
  if (candidate === '') return '';
  return /^\d*\.?\d*$/.test(candidate) ? candidate : previous;
}

/** Value of an amount field: empty or '.' counts as 0. */
export function parseAmountInput(text: string): number {
  const n = Number(text.replace(/,/g, '.'));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

// Crypto amounts on a chain are integers of the chain's base unit (satoshi = 10^-8 BTC, wei =
// 10^-18 ETH). They are kept as BigInt and as integer text, never as floating point, and shown as
// exact decimal text with the currency's decimals.

/** Exact decimal text → base units; refuses more fractional digits than the currency has. */
export function toBaseUnits(text: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text.slice(0, 40)}`);
  const [, whole, frac = ''] = match;
  const digits = frac.replace(/0+$/, '');
  if (digits.length > decimals) throw new RangeError(`At most ${decimals} decimal places.`);
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(digits.padEnd(decimals, '0') || '0');
}

/** Base units → exact decimal text without trailing zeros, e.g. 150000000n at 8 → '1.5'. */
export function formatBaseUnits(base: bigint | string, decimals: number): string {
  const value = typeof base === 'string' ? BigInt(base) : base;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const whole = abs / unit;
  const frac = decimals > 0 ? (abs % unit).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Micro-units (6 decimals, how the API's numeric fields keep amounts) → base units, exactly when decimals ≥ 6, rounded up otherwise. */
export function microToBaseUnits(micro: number, decimals: number): bigint {
  const m = BigInt(micro);
  if (decimals >= 6) return m * 10n ** BigInt(decimals - 6);
  const div = 10n ** BigInt(6 - decimals);
  return (m + div - 1n) / div;
}

/** Base units → micro-units, truncated (the numeric compatibility fields only). */
export function baseUnitsToMicro(base: bigint, decimals: number): number {
  if (decimals >= 6) return Number(base / 10n ** BigInt(decimals - 6));
  return Number(base * 10n ** BigInt(6 - decimals));
}

/** `value * numerator / denominator` rounded down, all integers (a share of an order's figures). */
export function scaleDown(value: number, numerator: bigint, denominator: bigint): number {
  return Number((BigInt(value) * numerator) / denominator);
}

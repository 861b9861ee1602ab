// Number displays shared by the admin screens, so one figure reads the same on every page.

/** Dollars with cents and thousands separators: '$1,234.50'. */
export function formatUsd(value: number): string {
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Token amounts are exact to 6 decimals (SPEC §4): shown with up to 6, without trailing zeros. */
export function formatTokens(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A crypto amount with its unit, e.g. '0.015 ETH'. */
export function formatCrypto(value: number, code: string): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${code}`;
}

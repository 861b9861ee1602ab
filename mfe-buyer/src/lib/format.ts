// Display formats of SPEC §9: dollars and hub amounts with 2 decimals, balances up to 6.

const upTo6 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 6 });
const exactly2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Token balances and crypto amounts: up to 6 decimals, thousands separated. */
export function formatAmount(value: number): string {
  return upTo6.format(Number.isFinite(value) ? value : 0);
}

/** Two decimals with separators, '0.00' at zero. */
export function format2(value: number): string {
  return exactly2.format(Number.isFinite(value) ? value : 0);
}

export function formatUsd(value: number): string {
  return `$${format2(value)}`;
}

/** A plain decimal string without separators, for copying into a wallet app. */
export function plainAmount(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '0';
}

/** A date and time in the reader's locale and time zone, e.g. 'Mar 1, 2026, 12:00 PM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

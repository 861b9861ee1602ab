// Display helpers for figures that come from the API or from settings (never invented here).

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Whole dollars for caps and totals: '$20,000,000'. */
export function formatDollars(value: number): string {
  return dollars.format(value);
}

/** Dollars with cents, e.g. a token price: '$0.05'. */
export function formatDollarsCents(value: number): string {
  return dollarsCents.format(value);
}

/** Token amounts: '1,000,000,000'. */
export function formatAmount(value: number): string {
  return plain.format(value);
}

/**
 * Long US English date of a configured day, e.g. 'November 24, 2026'. Read in UTC: the admin
 * enters a calendar date, stored as midnight UTC, and it must not shift a day west of Greenwich.
 */
export function formatLongDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

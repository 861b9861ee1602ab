// Display helpers for figures that come from the API or from settings (never invented here), in
// the page's language: '$20,000,000' in English, '20 000 000 $' in Russian.
import type { Locale } from '@openpresale/shared/i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${name}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Whole dollars for caps and totals: '$20,000,000'. */
export function formatDollars(value: number, locale: Locale): string {
  return numberFormat(locale, 'dollars', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
}

/** Dollars with cents, e.g. a token price: '$0.05'. */
export function formatDollarsCents(value: number, locale: Locale): string {
  return numberFormat(locale, 'cents', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** Token amounts: '1,000,000,000'. */
export function formatAmount(value: number, locale: Locale): string {
  return numberFormat(locale, 'plain', { maximumFractionDigits: 2 }).format(value);
}

/** One token, as the price line starts: '1.00' / '1,00'. */
export function formatOne(locale: Locale): string {
  return numberFormat(locale, 'one', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
}

/**
 * Long date of a configured day, e.g. 'November 24, 2026' / '24 ноября 2026 г.'. Read in UTC: the
 * admin enters a calendar date, stored as midnight UTC, and it must not shift a day west of Greenwich.
 */
export function formatLongDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${locale}:longDate`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format)
    cache.set(key, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}

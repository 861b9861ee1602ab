// Numbers, money and dates in the page's language: '1,234.56' in English, '1 234,56' in Russian.
// Amounts travel as exact decimal strings; they are grouped and given the locale's separators
// without ever passing through a floating-point number.
import type { Locale } from './locales';

export interface Formatters {
  /** A number as the locale writes it; at most `maximumFractionDigits` (default 2) decimals. */
  number(value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }): string;
  /** An exact decimal string ('1234.500000000000000001') with the locale's separators, digits unchanged. */
  decimal(value: string): string;
  /** A share of one as a percent: 0.125 → '12.5%' / '12,5 %'. */
  percent(value: number, maximumFractionDigits?: number): string;
  /** An amount in a fiat currency: 1234.5, 'USD' → '$1,234.50' / '1 234,50 $'. */
  currency(value: number, currency: string): string;
  /** A calendar date: '24 Nov 2026' / '24 нояб. 2026 г.'. */
  date(value: Date | string | number): string;
  /** A date with the time of day. */
  dateTime(value: Date | string | number): string;
}

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const cache = new Map<Locale, Formatters>();

export function formatters(locale: Locale): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const { group, decimal } = separators(locale);
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
  const made: Formatters = {
    number: (value, options = {}) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: options.minimumFractionDigits ?? 0,
        maximumFractionDigits: options.maximumFractionDigits ?? 2,
      }).format(value),
    decimal(value) {
      const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
      if (!match) return value;
      const [, sign, whole, fraction] = match;
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
      return `${sign}${grouped}${fraction ? decimal + fraction : ''}`;
    },
    percent: (value, maximumFractionDigits = 2) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(value),
    currency: (value, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    date: (value) => dateFormat.format(toDate(value)),
    dateTime: (value) => dateTimeFormat.format(toDate(value)),
  };
  cache.set(locale, made);
  return made;
}

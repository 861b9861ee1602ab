// Display formats of SPEC §9 in the page's language: dollars and hub amounts with 2 decimals,
// balances up to 6 ('1,234.56' in English, '1 234,56' in Russian).
import { useI18n, type Formatters } from '@openpresale/shared';
import { useMemo } from 'react';

export interface BuyerFormat {
  /** Token balances and crypto amounts: up to 6 decimals, thousands separated. */
  amount(value: number): string;
  /** Two decimals with separators, '0.00' at zero. */
  two(value: number): string;
  /** Dollars: '$1,234.50' / '1 234,50 $'. */
  usd(value: number): string;
  /** An exact decimal string from the server, grouped without passing through a float. */
  decimal(value: string): string;
  /** A share in percent already multiplied by 100 (7 → '7%' / '7 %'). */
  percent(value: number): string;
  /** A date and time in the reader's language and time zone. */
  dateTime(value: Date | string): string;
  /** A calendar date. */
  date(value: Date | string): string;
  /** The time of day. */
  time(value: Date | string): string;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** The buyer's formats over the host's formatters for one locale. */
export function buyerFormat(format: Formatters, locale: string): BuyerFormat {
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return {
    amount: (value) => format.number(finite(value), { maximumFractionDigits: 6 }),
    two: (value) => format.number(finite(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    usd: (value) => format.currency(finite(value), 'USD'),
    decimal: (value) => format.decimal(value),
    percent: (value) => format.percent(finite(value) / 100),
    dateTime: (value) => format.dateTime(value),
    date: (value) => format.date(value),
    time: (value) => timeFormat.format(value instanceof Date ? value : new Date(value)),
  };
}

/** The buyer's formats in the page's language. */
export function useFormat(): BuyerFormat {
  const { locale, format } = useI18n();
  return useMemo(() => buyerFormat(format, locale), [format, locale]);
}

/** A plain decimal string without separators, for copying into a wallet app. */
export function plainAmount(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '0';
}

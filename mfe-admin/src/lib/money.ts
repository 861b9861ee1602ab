// Number displays shared by the admin screens, so one figure reads the same on every page, in the
// page's language: '$1,234.50' in English, '1 234,50 $' in Russian.
import { useI18n, type Locale } from '@openpresale/shared';
import { useMemo } from 'react';

/** Dollars with cents and thousands separators: '$1,234.50'. */
export function formatUsd(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Token amounts are exact to 6 decimals (SPEC §4): shown with up to 6, without trailing zeros. */
export function formatTokens(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 6 });
}

/** An amount with up to 8 decimals, as crypto amounts have. */
export function formatAmount(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 8 });
}

/** A crypto amount with its unit, e.g. '0.015 ETH'. */
export function formatCrypto(value: number, code: string, locale: Locale = 'en'): string {
  return `${formatAmount(value, locale)} ${code}`;
}

/** A whole count ('1,204' / '1 204'). */
export function formatCount(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale);
}

/** The formatters above in the page's language. */
export function useMoney() {
  const { locale } = useI18n();
  return useMemo(
    () => ({
      usd: (value: number) => formatUsd(value, locale),
      tokens: (value: number) => formatTokens(value, locale),
      amount: (value: number) => formatAmount(value, locale),
      crypto: (value: number, code: string) => formatCrypto(value, code, locale),
      count: (value: number) => formatCount(value, locale),
    }),
    [locale],
  );
}

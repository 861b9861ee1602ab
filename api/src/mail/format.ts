import { formatters, type Locale } from '@openpresale/shared/i18n';

/** Token amounts in e-mails: grouped thousands, up to 6 decimals, no trailing zeros ('1,234.5' / '1 234,5'). */
export function formatTokens(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(locale === 'en' ? 'en-US' : locale, { maximumFractionDigits: 6 });
}

/** An amount of a payment currency as the order states it: English keeps the plain digits it always showed. */
export function formatAmount(value: number, locale: Locale): string {
  return locale === 'en' ? String(value) : formatters(locale).number(value, { maximumFractionDigits: 18 });
}

/** A dollar value: '$1234.50' in English as always, '1 234,50 $' in Russian. */
export function formatUsd(value: number, locale: Locale): string {
  return locale === 'en' ? `$${value.toFixed(2)}` : formatters(locale).currency(value, 'USD');
}

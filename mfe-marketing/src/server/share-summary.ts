import type { SettingsResponse } from '@openpresale/shared/schemas';
import { formatDollars } from '../lib/format';
import type { MarketingPath } from '../lib/page-titles';

/**
 * The description of a marketing page for search results and link previews, written from the
 * issuer's settings and the live figures only (nothing a setting does not say).
 */
export function shareSummary(path: MarketingPath, data: SettingsResponse | undefined, price: number | null | undefined): string {
  if (!data) return 'Token presale: register, pay in a cryptocurrency, and follow your order until the tokens are credited.';
  const { tokenName: name, tokenSymbol: symbol, stageName, hardCap } = data.settings;
  switch (path) {
    case '/login':
      return `Log in to your ${name} presale account to buy ${symbol} and follow your orders.`;
    case '/register':
      return `Create an account to buy ${symbol} in the ${name} presale: pay in one of the accepted cryptocurrencies.`;
    case '/privacy':
      return `Which personal data the ${name} presale site collects, why, how it is protected and what you can ask for.`;
    default: {
      const priceText = price == null ? '' : ` 1.00 ${symbol} = $${price.toFixed(2)}.`;
      return (
        `${name} (${symbol}) presale, ${stageName}.${priceText} ` +
        `${formatDollars(data.presale.raised)} raised of a ${formatDollars(hardCap)} hard cap from confirmed payments.`
      );
    }
  }
}

import type { Translate } from '@openpresale/shared';
import { localizedText, type Locale } from '@openpresale/shared/i18n';
import type { SettingsResponse } from '@openpresale/shared/schemas';
import type { en } from '../i18n/en';
import { formatDollars, formatDollarsCents, formatOne } from '../lib/format';
import type { MarketingPath } from '../lib/page-titles';

/**
 * The description of a marketing page for search results and link previews, in the page's
 * language, written from the issuer's settings and the live figures only (nothing a setting does
 * not say).
 */
export function shareSummary(
  path: MarketingPath,
  data: SettingsResponse | undefined,
  price: number | null | undefined,
  t: Translate<keyof typeof en>,
  locale: Locale,
): string {
  if (!data) return t('common.share.default');
  const { tokenName: name, tokenSymbol: symbol, hardCap } = data.settings;
  const stageName = localizedText(data.settings.stageName, data.settings.stageNameI18n, locale);
  switch (path) {
    case '/login':
      return t('common.share.login', { name, symbol });
    case '/register':
      return t('common.share.register', { name, symbol });
    case '/privacy':
      return t('common.share.privacy', { name });
    default: {
      const priceText =
        price == null ? '' : t('common.share.price', { one: formatOne(locale), symbol, price: formatDollarsCents(price, locale) });
      const raised = t('common.share.raised', {
        raised: formatDollars(data.presale.raised, locale),
        hardCap: formatDollars(hardCap, locale),
      });
      return t('common.share.landing', { name, symbol, stage: stageName }) + priceText + raised;
    }
  }
}

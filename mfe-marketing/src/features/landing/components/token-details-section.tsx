import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useI18n, useLocalized } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { formatAmount, formatDollars, formatDollarsCents } from '../../../lib/format';

export function TokenDetailsSection({ data, price }: { data: SettingsResponse; price: number | null | undefined }) {
  const t = useT();
  const { locale } = useI18n();
  const localized = useLocalized();
  const { settings, presale } = data;
  const symbol = settings.tokenSymbol;
  const tokens = (value: number) => `${formatAmount(value, locale)} ${symbol}`;
  const facts = [
    { key: 'token', label: t('landing.details.token'), value: `${settings.tokenName} (${symbol})` },
    { key: 'supply', label: t('landing.details.totalSupply'), value: tokens(settings.totalSupply) },
    {
      key: 'price',
      label: t('landing.details.price'),
      value: price == null ? t('landing.loading') : t('landing.details.priceValue', { price: formatDollarsCents(price, locale), symbol }),
    },
    { key: 'softCap', label: t('landing.details.softCap'), value: formatDollars(settings.softCap, locale) },
    { key: 'hardCap', label: t('landing.details.hardCap'), value: formatDollars(settings.hardCap, locale) },
    { key: 'stage', label: t('landing.details.stage'), value: localized(settings.stageName, settings.stageNameI18n) },
    { key: 'allocation', label: t('landing.details.allocation'), value: tokens(settings.stageAllocation) },
    { key: 'sold', label: t('landing.details.sold'), value: tokens(presale.sold) },
  ];
  return (
    <section id="tokendetails" className="mk-section" aria-labelledby="mk-tokendetails-title">
      <div className="mk-container">
        <h2 id="mk-tokendetails-title" className="mk-section-title">
          {t('landing.details.title')}
        </h2>
        <p className="mk-section-intro">{t('landing.details.intro')}</p>
        <dl className="mk-facts">
          {facts.map((fact) => (
            <div key={fact.key} className="mk-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

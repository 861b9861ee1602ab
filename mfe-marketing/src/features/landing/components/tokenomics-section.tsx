import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useI18n, useLocalized } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format';

/** The configured tokenomics rows as plain CSS bars: no chart library on the landing page. */
export function TokenomicsSection({ data }: { data: SettingsResponse }) {
  const t = useT();
  const { locale } = useI18n();
  const localized = useLocalized();
  const { tokenomics, totalSupply, tokenSymbol } = data.settings;
  if (tokenomics.length === 0) return null;
  const covered = tokenomics.reduce((sum, row) => sum + row.percent, 0);
  return (
    <section id="tokenomic" className="mk-section" aria-labelledby="mk-tokenomic-title">
      <div className="mk-container">
        <h2 id="mk-tokenomic-title" className="mk-section-title">
          {t('landing.tokenomics.title')}
        </h2>
        <p className="mk-section-intro">
          {t('landing.tokenomics.intro', { supply: formatAmount(totalSupply, locale), symbol: tokenSymbol })}
          {covered < 99.995 && t('landing.tokenomics.partial', { covered: formatAmount(covered, locale) })}
        </p>
        <ul className="mk-bars">
          {tokenomics.map((row) => (
            <li key={row.label} className="mk-bar">
              <div className="mk-bar-head">
                <span className="mk-bar-label">{localized(row.label, row.labelI18n)}</span>
                <span className="mk-bar-value">{t('landing.tokenomics.percent', { percent: formatAmount(row.percent, locale) })}</span>
              </div>
              <div className="mk-bar-track" aria-hidden="true">
                <div className="mk-bar-fill" style={{ width: `${Math.min(100, row.percent)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

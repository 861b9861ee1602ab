import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useI18n, useLocalized } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { formatDollars, formatDollarsCents, formatOne } from '../../../lib/format';
import { Countdown } from './countdown';
import { paths } from '../../../lib/paths';

interface HeroSectionProps {
  data: SettingsResponse | undefined;
  price: number | null | undefined;
  priceFailed: boolean;
}

function PriceLine({ symbol, price, failed }: { symbol: string | undefined; price: number | null | undefined; failed: boolean }) {
  const t = useT();
  const { locale } = useI18n();
  if (failed) return <p className="mk-price">{t('landing.hero.priceFailed')}</p>;
  if (symbol === undefined || price === undefined || price === null) {
    return (
      <p className="mk-price" aria-busy="true">
        {t('landing.loading')}
      </p>
    );
  }
  return (
    <p className="mk-price" data-testid="token-price">
      {t('landing.hero.priceLine', { one: formatOne(locale), symbol, price: formatDollarsCents(price, locale) })}
    </p>
  );
}

export function HeroSection({ data, price, priceFailed }: HeroSectionProps) {
  const t = useT();
  const { locale } = useI18n();
  const localized = useLocalized();
  const settings = data?.settings;
  const presale = data?.presale;
  const progress = presale ? Math.min(100, Math.max(0, presale.progress)) : 0;
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-container mk-hero-grid">
        <div className="mk-hero-copy">
          {settings && (
            <p className="mk-eyebrow">
              {t('landing.hero.eyebrow', { name: settings.tokenName, stage: localized(settings.stageName, settings.stageNameI18n) })}
            </p>
          )}
          <h1 id="mk-hero-title">{t('landing.hero.title')}</h1>
          <p className="mk-lead">{t('landing.hero.lead')}</p>
          <div className="mk-hero-actions">
            <Link to={paths.register} className="mk-button mk-button-primary mk-button-large">
              {t('landing.purchase')}
            </Link>
            <Link to="/#tokendetails" className="mk-button mk-button-on-dark mk-button-large">
              {t('landing.hero.tokenDetails')}
            </Link>
          </div>
        </div>

        <div className="mk-sale-card">
          <p className="mk-sale-card-title">{t('landing.hero.currentPrice')}</p>
          <PriceLine symbol={settings?.tokenSymbol} price={price} failed={priceFailed} />
          {presale && settings ? (
            <div className="mk-progress">
              <div className="mk-progress-head">
                <p className="mk-progress-label" id="mk-progress-label" data-testid="presale-progress">
                  {t('landing.hero.progress', { percent: Math.floor(Math.max(0, presale.progress)) })}
                </p>
                <p className="mk-progress-amounts">
                  {t('landing.hero.raised', {
                    raised: formatDollars(presale.raised, locale),
                    hardCap: formatDollars(settings.hardCap, locale),
                  })}
                </p>
              </div>
              <div
                className="mk-progress-track"
                role="progressbar"
                aria-labelledby="mk-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.floor(progress)}
              >
                <div className="mk-progress-fill" style={{ width: `${progress}%` }} />
              </div>
              <p className="mk-progress-note">{t('landing.hero.progressNote')}</p>
            </div>
          ) : (
            <div className="mk-progress mk-skeleton" aria-hidden="true" />
          )}
          {settings?.stageEnd && <Countdown end={settings.stageEnd} />}
          <Link to={paths.register} className="mk-button mk-button-primary mk-button-block">
            {t('landing.purchase')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { usePageTitle } from '@openpresale/shared';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteHeader } from '../../../components/layout/site-header';
import { useCurrencies } from '../../../api/cryptos';
import { useT } from '../../../i18n';
import { useTokenPrice } from '../api/main-currency';
import { useSettings } from '../../../api/settings';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { PromotionSection } from './promotion-section';
import { RewardsSection } from './rewards-section';
import { TokenDetailsSection } from './token-details-section';
import { TokenomicsSection } from './tokenomics-section';

export function LandingPage() {
  usePageTitle();
  const t = useT();
  const settings = useSettings();
  const price = useTokenPrice();
  const currencies = useCurrencies();
  const data = settings.data;
  useHashScroll(data !== undefined);

  return (
    <div className="mk-page" id="top">
      <a className="mk-skip" href="#mk-main">
        {t('landing.skipToContent')}
      </a>
      <SiteHeader />
      <main id="mk-main" tabIndex={-1}>
        <HeroSection data={data} price={price.data} priceFailed={price.isError || settings.isError} />
        {settings.isError && (
          <p className="mk-container mk-load-error" role="alert">
            {t('landing.loadError')}
          </p>
        )}
        {data && (
          <>
            <TokenDetailsSection data={data} price={price.data} />
            <RewardsSection data={data} />
            <TokenomicsSection data={data} />
            {data.settings.promotion && <PromotionSection promotion={data.settings.promotion} />}
            <FaqSection data={data} currencies={currencies.data} currenciesFailed={currencies.isError} />
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

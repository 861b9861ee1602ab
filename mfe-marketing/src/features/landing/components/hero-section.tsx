import type { SettingsResponse } from '@openpresale/shared/schemas';
import { progressLabel } from '@openpresale/shared/domain';
import { Link } from 'react-router-dom';
import { formatDollars } from '../../../lib/format';
import { Countdown } from './countdown';
import { paths } from '../../../lib/paths';

interface HeroSectionProps {
  data: SettingsResponse | undefined;
  price: number | null | undefined;
  priceFailed: boolean;
}

function PriceLine({ symbol, price, failed }: { symbol: string | undefined; price: number | null | undefined; failed: boolean }) {
  if (failed) return <p className="mk-price">The price could not be loaded.</p>;
  if (symbol === undefined || price === undefined || price === null) {
    return (
      <p className="mk-price" aria-busy="true">
        Load..
      </p>
    );
  }
  return <p className="mk-price" data-testid="token-price">{`1.00 ${symbol} = $${price.toFixed(2)}`}</p>;
}

export function HeroSection({ data, price, priceFailed }: HeroSectionProps) {
  const settings = data?.settings;
  const presale = data?.presale;
  const progress = presale ? Math.min(100, Math.max(0, presale.progress)) : 0;
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-container mk-hero-grid">
        <div className="mk-hero-copy">
          {settings && (
            <p className="mk-eyebrow">
              {settings.tokenName} presale · {settings.stageName}
            </p>
          )}
          <h1 id="mk-hero-title">The future of digital currency!</h1>
          <p className="mk-lead">
            Register, choose one of the accepted cryptocurrencies and pay to the address shown for it. Your tokens are credited once the
            payment is confirmed.
          </p>
          <div className="mk-hero-actions">
            <Link to={paths.register} className="mk-button mk-button-primary mk-button-large">
              Purchase Tokens!
            </Link>
            <Link to="/#tokendetails" className="mk-button mk-button-on-dark mk-button-large">
              Token Details
            </Link>
          </div>
        </div>

        <div className="mk-sale-card">
          <p className="mk-sale-card-title">Current price</p>
          <PriceLine symbol={settings?.tokenSymbol} price={price} failed={priceFailed} />
          {presale && settings ? (
            <div className="mk-progress">
              <div className="mk-progress-head">
                <p className="mk-progress-label" id="mk-progress-label" data-testid="presale-progress">
                  {progressLabel(presale.progress)}
                </p>
                <p className="mk-progress-amounts">
                  {formatDollars(presale.raised)} of {formatDollars(settings.hardCap)}
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
              <p className="mk-progress-note">Raised so far from confirmed payments, against the hard cap.</p>
            </div>
          ) : (
            <div className="mk-progress mk-skeleton" aria-hidden="true" />
          )}
          {settings?.stageEnd && <Countdown end={settings.stageEnd} />}
          <Link to={paths.register} className="mk-button mk-button-primary mk-button-block">
            Purchase Tokens!
          </Link>
        </div>
      </div>
    </section>
  );
}

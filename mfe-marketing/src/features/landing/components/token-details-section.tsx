import type { SettingsResponse } from '@openpresale/shared/schemas';
import { formatAmount, formatDollars } from '../../../lib/format';

export function TokenDetailsSection({ data, price }: { data: SettingsResponse; price: number | null | undefined }) {
  const { settings, presale } = data;
  const symbol = settings.tokenSymbol;
  const facts = [
    { label: 'Token', value: `${settings.tokenName} (${symbol})` },
    { label: 'Total supply', value: `${formatAmount(settings.totalSupply)} ${symbol}` },
    { label: 'Price', value: price == null ? 'Load..' : `$${price.toFixed(2)} per ${symbol}` },
    { label: 'Soft cap', value: formatDollars(settings.softCap) },
    { label: 'Hard cap', value: formatDollars(settings.hardCap) },
    { label: 'Current stage', value: settings.stageName },
    { label: 'Stage allocation', value: `${formatAmount(settings.stageAllocation)} ${symbol}` },
    { label: 'Sold in this stage', value: `${formatAmount(presale.sold)} ${symbol}` },
  ];
  return (
    <section id="tokendetails" className="mk-section" aria-labelledby="mk-tokendetails-title">
      <div className="mk-container">
        <h2 id="mk-tokendetails-title" className="mk-section-title">
          Token Details
        </h2>
        <p className="mk-section-intro">The figures below are the issuer's settings and the confirmed sales so far.</p>
        <dl className="mk-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="mk-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import type { SettingsResponse } from '@openpresale/shared/schemas';
import { formatAmount } from '../../../lib/format';

/** The configured tokenomics rows as plain CSS bars: no chart library on the landing page. */
export function TokenomicsSection({ data }: { data: SettingsResponse }) {
  const { tokenomics, totalSupply, tokenSymbol } = data.settings;
  if (tokenomics.length === 0) return null;
  const covered = tokenomics.reduce((sum, row) => sum + row.percent, 0);
  return (
    <section id="tokenomic" className="mk-section" aria-labelledby="mk-tokenomic-title">
      <div className="mk-container">
        <h2 id="mk-tokenomic-title" className="mk-section-title">
          Tokenomics
        </h2>
        <p className="mk-section-intro">
          How the total supply of {formatAmount(totalSupply)} {tokenSymbol} is divided, as published by the issuer.
          {covered < 99.995 && ` The published rows cover ${formatAmount(covered)}% of the supply.`}
        </p>
        <ul className="mk-bars">
          {tokenomics.map((row) => (
            <li key={row.label} className="mk-bar">
              <div className="mk-bar-head">
                <span className="mk-bar-label">{row.label}</span>
                <span className="mk-bar-value">{formatAmount(row.percent)}%</span>
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

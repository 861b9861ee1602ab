import { stageProgress } from '@openpresale/shared/domain';
import { ProgressBar } from '../../../components/progress-bar';
import { formatAmount, formatUsd } from '../../../lib/format';

interface SaleProgressProps {
  stageName: string;
  sold: number;
  allocation: number;
  raised: number;
  symbol: string;
}

/** Tokens sold in the current stage / the stage allocation, from approved orders only (SPEC §9). */
export function SaleProgress({ stageName, sold, allocation, raised, symbol }: SaleProgressProps) {
  const percent = stageProgress(sold, allocation);
  return (
    <section className="by-card" aria-labelledby="by-sale-progress-title">
      <div className="by-card-head">
        <h2 id="by-sale-progress-title" className="by-card-title">
          Token Sale Progress
        </h2>
        <span className="by-badge by-badge-muted">{stageName}</span>
      </div>
      <ProgressBar value={percent} label={`${stageName}: tokens sold`} tone="accent" />
      <div className="by-split">
        <p>
          <span className="by-muted by-small">Sold</span>
          <br />
          <strong>
            {formatAmount(sold)} / {formatAmount(allocation)} {symbol}
          </strong>
        </p>
        <p className="by-right">
          <span className="by-muted by-small">Raised</span>
          <br />
          <strong>{formatUsd(raised)}</strong>
        </p>
      </div>
      <p className="by-muted by-small">{Math.floor(percent * 100) / 100}% of this stage's allocation is sold.</p>
    </section>
  );
}

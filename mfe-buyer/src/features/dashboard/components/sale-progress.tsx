import { stageProgress } from '@openpresale/shared/domain';
import { ProgressBar } from '../../../components/progress-bar';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';

interface SaleProgressProps {
  stageName: string;
  sold: number;
  allocation: number;
  raised: number;
  symbol: string;
}

/** Tokens sold in the current stage / the stage allocation, from approved orders only (SPEC §9). */
export function SaleProgress({ stageName, sold, allocation, raised, symbol }: SaleProgressProps) {
  const t = useT();
  const format = useFormat();
  const percent = stageProgress(sold, allocation);
  return (
    <section className="by-card" aria-labelledby="by-sale-progress-title">
      <div className="by-card-head">
        <h2 id="by-sale-progress-title" className="by-card-title">
          {t('dashboard.sale.title')}
        </h2>
        <span className="by-badge by-badge-muted">{stageName}</span>
      </div>
      <ProgressBar value={percent} label={t('dashboard.sale.progressLabel', { stage: stageName })} tone="accent" />
      <div className="by-split">
        <p>
          <span className="by-muted by-small">{t('dashboard.sale.sold')}</span>
          <br />
          <strong>
            {format.amount(sold)} / {format.amount(allocation)} {symbol}
          </strong>
        </p>
        <p className="by-right">
          <span className="by-muted by-small">{t('dashboard.sale.raised')}</span>
          <br />
          <strong>{format.usd(raised)}</strong>
        </p>
      </div>
      <p className="by-muted by-small">{t('dashboard.sale.soldShare', { percent: format.amount(Math.floor(percent * 100) / 100) })}</p>
    </section>
  );
}

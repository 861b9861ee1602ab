import { shouldShowStageNotice } from '@openpresale/shared/domain';
import { useEffect, useState } from 'react';
import type { Translate } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';

const AUTO_DISMISS_MS = 5000;

interface StageNoticeProps {
  stageName: string;
  stageEnd: string | null;
  nextStagePrice: number | null;
  now: Date;
}

/**
 * The only urgency the dashboard shows, and only when true (SPEC §0): a configured stage end less
 * than 24 hours away and a configured next price. Dismissible; goes away by itself after 5 s.
 */
/** 'Stage 2' (or 'Этап 2') stays as it is; a name without the word ('Early bird') reads 'Stage Early bird'. */
export function stageLabel(stageName: string, t: Translate<'dashboard.stage.label'>): string {
  return /^(stage|этап)(\s|$)/iu.test(stageName.trim()) ? stageName.trim() : t('dashboard.stage.label', { name: stageName.trim() });
}

export function StageNotice({ stageName, stageEnd, nextStagePrice, now }: StageNoticeProps) {
  const t = useT();
  const format = useFormat();
  const applies = shouldShowStageNotice({ stageEnd, nextStagePrice }, now);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!applies) return;
    const timer = window.setTimeout(() => setDismissed(true), AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [applies]);

  if (!applies || dismissed || nextStagePrice == null) return null;
  return (
    <div className="by-notice by-notice-warning" role="status">
      <p>{t('dashboard.stage.endsSoon', { stage: stageLabel(stageName, t), price: format.usd(nextStagePrice) })}</p>
      <button type="button" className="by-icon-button" aria-label={t('dashboard.stage.dismiss')} onClick={() => setDismissed(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

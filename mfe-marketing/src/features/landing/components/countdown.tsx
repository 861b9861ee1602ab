import { formatCountdown } from '@openpresale/shared/domain';
import { useT } from '../../../i18n';
import { useClockUntil } from '../hooks/use-clock-until';

/**
 * Counts down to the configured stage end only (SPEC §0: no invented urgency): HH:MM:SS, updated
 * every second, '00:00:00' once the end has passed.
 */
export function Countdown({ end }: { end: string }) {
  const t = useT();
  const endTime = new Date(end).getTime();
  const now = useClockUntil(endTime);
  if (Number.isNaN(endTime)) return null;
  return (
    <div className="mk-countdown">
      <p className="mk-countdown-label" id="mk-countdown-label">
        {t('landing.countdown.label')}
      </p>
      <p className="mk-countdown-value" role="timer" aria-labelledby="mk-countdown-label">
        {formatCountdown(endTime - now)}
      </p>
    </div>
  );
}

import type { StatusLevel } from '@openpresale/shared/domain';
import { dashboardLevel, nextLevel, progressToNextLevel, rankLevel } from '@openpresale/shared/domain';
import { useLocalized } from '@openpresale/shared';
import { useT } from '../i18n';
import { useFormat } from '../lib/format';
import { LevelIcon } from './level-icon';
import { ProgressBar } from './progress-bar';

interface StatusCardProps {
  purchased: number;
  levels: readonly StatusLevel[];
  symbol: string;
}

/**
 * Level, bonus % and progress to the next level (SPEC §9), from the tokens bought (purchases,
 * bonuses, credits), not the balance. Below the first threshold the buyer has no level yet and is
 * told so; their purchases still get the first level's bonus, as the server gives it.
 */
export function StatusCard({ purchased, levels, symbol }: StatusCardProps) {
  const t = useT();
  const format = useFormat();
  const localized = useLocalized();
  const level = rankLevel(purchased, levels);
  const bonus = dashboardLevel(purchased, levels).bonus;
  const next = nextLevel(purchased, levels);
  const progress = progressToNextLevel(purchased, levels);
  return (
    <section className="by-card by-status-card" aria-labelledby="by-status-card-title">
      <div className="by-card-head">
        <h2 id="by-status-card-title" className="by-card-title">
          {t('common.status.title')}
        </h2>
        <span className="by-badge">{t('common.status.bonus', { percent: format.amount(bonus) })}</span>
      </div>
      {level ? (
        <p className="by-status-level by-with-icon">
          <LevelIcon level={level.lvl} size={28} />
          <span>{localized(level.lvl, level.lvlI18n)}</span>
        </p>
      ) : (
        <p className="by-status-level">{t('common.status.noLevel')}</p>
      )}
      <ProgressBar
        value={progress}
        label={next ? t('common.status.progressTo', { level: localized(next.lvl, next.lvlI18n) }) : t('common.status.topReached')}
      />
      <p className="by-muted by-small">
        {next
          ? t('common.status.toNext', {
              purchased: format.amount(purchased),
              threshold: format.amount(next.tokens),
              symbol,
              level: localized(next.lvl, next.lvlI18n),
              bonus: format.amount(next.bonus),
              progress: format.amount(Math.floor(progress)),
            })
          : t('common.status.atTop', { progress: format.amount(Math.floor(progress)) })}
      </p>
    </section>
  );
}

import type { StatusLevel } from '@openpresale/shared/domain';
import { dashboardLevel, nextLevel, progressToNextLevel, rankLevel } from '@openpresale/shared/domain';
import { formatAmount } from '../lib/format';
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
  const level = rankLevel(purchased, levels);
  const bonus = dashboardLevel(purchased, levels).bonus;
  const next = nextLevel(purchased, levels);
  const progress = progressToNextLevel(purchased, levels);
  return (
    <section className="by-card by-status-card" aria-labelledby="by-status-card-title">
      <div className="by-card-head">
        <h2 id="by-status-card-title" className="by-card-title">
          Status level
        </h2>
        <span className="by-badge">{bonus}% bonus</span>
      </div>
      {level ? (
        <p className="by-status-level by-with-icon">
          <LevelIcon level={level.lvl} size={28} />
          <span>{level.lvl}</span>
        </p>
      ) : (
        <p className="by-status-level">No level yet</p>
      )}
      <ProgressBar value={progress} label={next ? `Progress to ${next.lvl}` : 'Top level reached'} />
      <p className="by-muted by-small">
        {next
          ? `${formatAmount(purchased)} of ${formatAmount(next.tokens)} ${symbol} to ${next.lvl} (${next.bonus}% bonus) · ${Math.floor(progress)}%`
          : `You have reached the top level. ${Math.floor(progress)}%`}
      </p>
    </section>
  );
}

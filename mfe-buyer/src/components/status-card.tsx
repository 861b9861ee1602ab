import type { StatusLevel } from '@openpresale/shared/domain';
import { dashboardLevel, nextLevel, progressToNextLevel } from '@openpresale/shared/domain';
import { formatAmount } from '../lib/format';
import { LevelIcon } from './level-icon';
import { ProgressBar } from './progress-bar';

interface StatusCardProps {
  purchased: number;
  levels: readonly StatusLevel[];
  symbol: string;
}

/** Level, bonus % and progress to the next level (SPEC §9), from the tokens bought (purchases, bonuses, credits), not the balance. */
export function StatusCard({ purchased, levels, symbol }: StatusCardProps) {
  const level = dashboardLevel(purchased, levels);
  const next = nextLevel(purchased, levels);
  const progress = progressToNextLevel(purchased, levels);
  return (
    <section className="by-card by-status-card" aria-labelledby="by-status-card-title">
      <div className="by-card-head">
        <h2 id="by-status-card-title" className="by-card-title">
          Status level
        </h2>
        <span className="by-badge">{level.bonus}% bonus</span>
      </div>
      <p className="by-status-level by-with-icon">
        <LevelIcon level={level.lvl} size={28} />
        <span>{level.lvl}</span>
      </p>
      <ProgressBar value={progress} label={next ? `Progress to ${next.lvl}` : 'Top level reached'} />
      <p className="by-muted by-small">
        {next
          ? `${formatAmount(purchased)} of ${formatAmount(next.tokens)} ${symbol} to ${next.lvl} (${next.bonus}% bonus) · ${Math.floor(progress)}%`
          : `You have reached the top level. ${Math.floor(progress)}%`}
      </p>
    </section>
  );
}

import { levelPerks } from '@openpresale/shared/domain';
import type { SettingsResponse } from '@openpresale/shared/schemas';
import { formatAmount } from '../../../lib/format';

export function RewardsSection({ data }: { data: SettingsResponse }) {
  const symbol = data.settings.tokenSymbol;
  const levels = [...data.levels].sort((a, b) => a.tokens - b.tokens);
  return (
    <section id="rewards" className="mk-section mk-section-muted" aria-labelledby="mk-rewards-title">
      <div className="mk-container">
        <h2 id="mk-rewards-title" className="mk-section-title">
          Rewards
        </h2>
        <p className="mk-section-intro">
          Your status level follows your {symbol} balance. Every purchase earns the bonus of the level you hold when you buy, paid in{' '}
          {symbol} on top of the tokens you pay for.
        </p>
        <ol className="mk-levels">
          {levels.map((level) => {
            const perks = levelPerks(level);
            return (
              <li key={level.lvl} className="mk-level">
                <div className="mk-level-head">
                  <h3 className="mk-level-name">{level.lvl}</h3>
                  <p className="mk-level-bonus">+{level.bonus}% bonus</p>
                </div>
                <p className="mk-level-threshold">
                  From {formatAmount(level.tokens)} {symbol}
                </p>
                {perks.length > 0 ? (
                  <ul className="mk-level-perks">
                    {perks.map((perk) => (
                      <li key={perk}>{perk}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mk-level-none">Purchase bonus only</p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

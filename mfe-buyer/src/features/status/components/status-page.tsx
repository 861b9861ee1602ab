import { usePageTitle } from '@openpresale/shared';
import { levelPerks, rankLevel } from '@openpresale/shared/domain';
import { useState } from 'react';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { LevelIcon } from '../../../components/level-icon';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { StatusCard } from '../../../components/status-card';
import { formatAmount } from '../../../lib/format';

export function StatusPage() {
  usePageTitle('Status');
  const me = useMe();
  const settings = useSettings();
  const [openLevel, setOpenLevel] = useState<string | null>(null);
  if (me.isError || settings.isError) return <ErrorState error={me.error ?? settings.error} />;
  const user = me.data;
  const data = settings.data;
  const symbol = data?.settings.tokenSymbol ?? '';
  const current = user && data ? rankLevel(user.purchased, data.levels) : null;
  const levels = data ? [...data.levels].sort((a, b) => a.tokens - b.tokens) : [];

  return (
    <div className="by-stack">
      <PageHeader
        title="Status"
        intro="Your level sets the bonus on every purchase. Levels follow the tokens you have bought, so taking delivery never lowers your level."
      />
      {user && data ? (
        <StatusCard purchased={user.purchased} levels={data.levels} symbol={symbol} />
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={3} />
        </section>
      )}
      <section className="by-card" aria-labelledby="by-levels-title">
        <h2 id="by-levels-title" className="by-card-title">
          All levels
        </h2>
        {!data ? (
          <SkeletonBlock lines={6} label="Loading the levels" />
        ) : (
          <div className="by-accordion">
            {levels.map((level) => {
              const expanded = openLevel === level.lvl;
              const perks = levelPerks(level);
              const panelId = `by-level-panel-${level.lvl}`;
              return (
                <div key={level.lvl} className={`by-accordion-item${current?.lvl === level.lvl ? ' by-accordion-current' : ''}`}>
                  <h3 className="by-accordion-heading">
                    <button
                      type="button"
                      className="by-accordion-trigger"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpenLevel(expanded ? null : level.lvl)}
                    >
                      <span className="by-with-icon">
                        <LevelIcon level={level.lvl} /> {level.lvl}
                        {current?.lvl === level.lvl && <span className="by-badge">Your level</span>}
                      </span>
                      <span className="by-muted by-small">
                        from {formatAmount(level.tokens)} {symbol} · {level.bonus}% bonus
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} className="by-accordion-panel" hidden={!expanded}>
                    {perks.length === 0 ? (
                      <p className="by-muted">The purchase bonus only.</p>
                    ) : (
                      <ul>
                        {perks.map((perk) => (
                          <li key={perk}>{perk}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </section>
    </div>
  );
}

import { useLocalized, usePageTitle } from '@openpresale/shared';
import { levelPerks, rankLevel } from '@openpresale/shared/domain';
import { useState } from 'react';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { LevelIcon } from '../../../components/level-icon';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { StatusCard } from '../../../components/status-card';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';

export function StatusPage() {
  const t = useT();
  const localized = useLocalized();
  const format = useFormat();
  usePageTitle(t('status.title'));
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
      <PageHeader title={t('status.title')} intro={t('status.intro')} />
      {user && data ? (
        <StatusCard purchased={user.purchased} levels={data.levels} symbol={symbol} />
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={3} />
        </section>
      )}
      <section className="by-card" aria-labelledby="by-levels-title">
        <h2 id="by-levels-title" className="by-card-title">
          {t('status.allLevels')}
        </h2>
        {!data ? (
          <SkeletonBlock lines={6} label={t('status.loading')} />
        ) : (
          <div className="by-accordion">
            {levels.map((level) => {
              const expanded = openLevel === level.lvl;
              const perks = levelPerks({ descr: localized(level.descr, level.descrI18n) });
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
                        <LevelIcon level={level.lvl} /> {localized(level.lvl, level.lvlI18n)}
                        {current?.lvl === level.lvl && <span className="by-badge">{t('status.yourLevel')}</span>}
                      </span>
                      <span className="by-muted by-small">
                        {t('status.from', { tokens: format.amount(level.tokens), symbol, bonus: format.amount(level.bonus) })}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} className="by-accordion-panel" hidden={!expanded}>
                    {perks.length === 0 ? (
                      <p className="by-muted">{t('status.bonusOnly')}</p>
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

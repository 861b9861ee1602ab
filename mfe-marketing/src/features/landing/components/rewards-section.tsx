import { levelPerks } from '@openpresale/shared/domain';
import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useI18n, useLocalized } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format';

export function RewardsSection({ data }: { data: SettingsResponse }) {
  const t = useT();
  const { locale } = useI18n();
  const localized = useLocalized();
  const symbol = data.settings.tokenSymbol;
  const levels = [...data.levels].sort((a, b) => a.tokens - b.tokens);
  return (
    <section id="rewards" className="mk-section mk-section-muted" aria-labelledby="mk-rewards-title">
      <div className="mk-container">
        <h2 id="mk-rewards-title" className="mk-section-title">
          {t('landing.rewards.title')}
        </h2>
        <p className="mk-section-intro">{t('landing.rewards.intro', { symbol })}</p>
        <ol className="mk-levels">
          {levels.map((level) => {
            const perks = levelPerks({ descr: localized(level.descr, level.descrI18n) });
            return (
              <li key={level.lvl} className="mk-level">
                <div className="mk-level-head">
                  <h3 className="mk-level-name">{localized(level.lvl, level.lvlI18n)}</h3>
                  <p className="mk-level-bonus">{t('landing.rewards.bonus', { bonus: formatAmount(level.bonus, locale) })}</p>
                </div>
                <p className="mk-level-threshold">{t('landing.rewards.from', { amount: formatAmount(level.tokens, locale), symbol })}</p>
                {perks.length > 0 ? (
                  <ul className="mk-level-perks">
                    {perks.map((perk) => (
                      <li key={perk}>{perk}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mk-level-none">{t('landing.rewards.bonusOnly')}</p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

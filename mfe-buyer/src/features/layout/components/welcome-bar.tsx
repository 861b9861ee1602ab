import { rankLevel } from '@openpresale/shared/domain';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { LevelIcon } from '../../../components/level-icon';
import { Skeleton } from '../../../components/skeleton';
import { useI18n, useLocalized } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { timeAgo } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';

/** 'Hello, {name}', how long ago the account was made, balance and level (SPEC §3 layout). */
export function WelcomeBar() {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const localized = useLocalized();
  const me = useMe();
  const settings = useSettings();
  const now = useNow(1000);
  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const user = me.data;
  const known = Boolean(user && settings.data);
  const level = user && settings.data ? rankLevel(user.purchased, settings.data.levels) : null;
  return (
    <section className="by-welcome" aria-label={t('layout.welcome.label')}>
      <div className="by-welcome-text">
        <h2 className="by-welcome-title">
          {user ? t('layout.welcome.hello', { name: user.name }) : <Skeleton width="12rem" height="1.4em" />}
        </h2>
        <p className="by-welcome-sub">
          {user ? t('common.registered', { ago: timeAgo(user.created_at, now, locale) }) : <Skeleton width="9rem" />}
        </p>
      </div>
      <dl className="by-welcome-stats">
        <div className="by-welcome-stat">
          <dt>{t('layout.welcome.balance')}</dt>
          <dd>{user && symbol ? `${format.amount(user.balance)} ${symbol}` : <Skeleton width="6rem" />}</dd>
        </div>
        <div className="by-welcome-stat">
          <dt>{t('layout.welcome.status')}</dt>
          <dd className="by-with-icon">
            {!known ? (
              <Skeleton width="5rem" />
            ) : level ? (
              <>
                <LevelIcon level={level.lvl} size={18} /> {localized(level.lvl, level.lvlI18n)}
              </>
            ) : (
              t('layout.welcome.noLevel')
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

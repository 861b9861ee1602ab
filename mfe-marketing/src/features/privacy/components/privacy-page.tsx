import { usePageTitle } from '@openpresale/shared';
import { pageTitles } from '../../../lib/page-titles';
import { PrivacyChoicesButton } from '../../../components/layout/privacy-choices-button';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteHeader } from '../../../components/layout/site-header';
import { useSettings } from '../../../api/settings';
import { useT } from '../../../i18n';

/** The dashboard's cookie, named as the browser shows it: a name, the same in every language. */
const SIDEBAR_COOKIE = 'sidebar:state';

// The policy describes what this platform really stores and sends (SPEC §3 /privacy, §4, §5).
export function PrivacyPage() {
  const t = useT();
  usePageTitle(t(pageTitles['/privacy']));
  const name = useSettings().data?.settings.tokenName || t('privacy.fallbackName');
  const collected = (['account', 'password', 'orders', 'sessions', 'technical'] as const).map((item) => (
    <li key={item}>
      <strong>{t(`privacy.collect.${item}.lead`)}</strong>
      {t(`privacy.collect.${item}.text`)}
    </li>
  ));
  return (
    <div className="mk-page">
      <SiteHeader />
      <main className="mk-section">
        <article className="mk-container mk-container-narrow mk-prose">
          <h1>{t('privacy.title')}</h1>
          <p className="mk-lead-dark">{t('privacy.intro', { name })}</p>

          <h2>{t('privacy.collect.title')}</h2>
          <ul>
            {collected}
            <li>
              <strong>{t('privacy.collect.storage.lead')}</strong>
              {t('privacy.collect.storage.before')}
              <code>{SIDEBAR_COOKIE}</code>
              {t('privacy.collect.storage.after')}
            </li>
          </ul>

          <h2>{t('privacy.use.title')}</h2>
          <ul>
            <li>{t('privacy.use.account')}</li>
            <li>{t('privacy.use.orders')}</li>
            <li>{t('privacy.use.leaderboard')}</li>
            <li>{t('privacy.use.legal')}</li>
          </ul>

          <h2>{t('privacy.protect.title')}</h2>
          <p>{t('privacy.protect.text')}</p>

          <h2 id="third-parties">{t('privacy.sharing.title')}</h2>
          <p>{t('privacy.sharing.text')}</p>
          <h3>{t('privacy.pixels.title')}</h3>
          <p>{t('privacy.pixels.what')}</p>
          <p>
            {t('privacy.pixels.before')}
            <strong>{t('privacy.pixels.strong')}</strong>
            {t('privacy.pixels.after')}
            <PrivacyChoicesButton className="mk-link-button mk-link-button-inline" />
          </p>

          <h2>{t('privacy.rights.title')}</h2>
          <p>{t('privacy.rights.text')}</p>

          <h2>{t('privacy.updates.title')}</h2>
          <p>{t('privacy.updates.text')}</p>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useCurrencies } from '../../api/cryptos';
import { useSettings } from '../../api/settings';
import { useT } from '../../i18n';
import { CurrencyBadges } from './currency-badges';
import { PrivacyChoicesButton } from './privacy-choices-button';
import { RiskNotice } from './risk-notice';
import { paths } from '../../lib/paths';

/** The full footer of the landing and privacy pages (SPEC §3 'Footer'). */
export function SiteFooter() {
  const t = useT();
  const name = useSettings().data?.settings.tokenName ?? '';
  const currencies = useCurrencies().data ?? [];
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer-grid">
        <div className="mk-footer-brand">
          <p className="mk-footer-copy">{t('common.footer.copyright', { year: String(new Date().getFullYear()), name })}</p>
          <CurrencyBadges currencies={currencies} />
        </div>
        <nav aria-label={t('common.footer.nav')} className="mk-footer-nav">
          <ul>
            <li>
              <Link to="/#top">{t('common.footer.homepage')}</Link>
            </li>
            <li>
              <Link to="/#tokendetails">{t('common.footer.tokenDetails')}</Link>
            </li>
            <li>
              <Link to="/#rewards">{t('common.footer.rewards')}</Link>
            </li>
            <li>
              <Link to="/#faq">{t('common.footer.faq')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('common.footer.privacy')}</Link>
            </li>
            <li>
              <PrivacyChoicesButton />
            </li>
          </ul>
        </nav>
      </div>
      <div className="mk-container">
        <RiskNotice />
      </div>
    </footer>
  );
}

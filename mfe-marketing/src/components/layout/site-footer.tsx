import { Link } from 'react-router-dom';
import { useCurrencies } from '../../api/cryptos';
import { useSettings } from '../../api/settings';
import { CurrencyBadges } from './currency-badges';
import { PrivacyChoicesButton } from './privacy-choices-button';
import { RiskNotice } from './risk-notice';
import { paths } from '../../lib/paths';

/** The full footer of the landing and privacy pages (SPEC §3 'Footer'). */
export function SiteFooter() {
  const name = useSettings().data?.settings.tokenName ?? '';
  const currencies = useCurrencies().data ?? [];
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer-grid">
        <div className="mk-footer-brand">
          <p className="mk-footer-copy">
            © {new Date().getFullYear()} {name}
          </p>
          <CurrencyBadges currencies={currencies} />
        </div>
        <nav aria-label="Footer" className="mk-footer-nav">
          <ul>
            <li>
              <Link to="/#top">Homepage</Link>
            </li>
            <li>
              <Link to="/#tokendetails">Token Details</Link>
            </li>
            <li>
              <Link to="/#rewards">Rewards</Link>
            </li>
            <li>
              <Link to="/#faq">FAQ</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy</Link>
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

import { RISK_NOTICE } from '@openpresale/shared';
import { Link, useLocation } from 'react-router-dom';
import { openConsentChoices } from '../features/consent/consent-store';
import './site-footer.css';

// The marketing remote renders its own full footer on these paths; every other page (dashboard,
// admin, not found) gets this slim one, so the risk notice of SPEC §0 is on every page.
const MARKETING_PATHS = new Set(['/', '/login', '/register', '/privacy', '/forgot-password', '/reset-password', '/verify-email']);

export function SiteFooter() {
  const { pathname } = useLocation();
  if (MARKETING_PATHS.has(pathname)) return null;
  return (
    <footer className="site-footer">
      <p className="site-footer-risk">{RISK_NOTICE}</p>
      <nav className="site-footer-links" aria-label="Legal">
        <Link to="/privacy">Privacy Policy</Link>
        <button type="button" className="site-footer-link-button" onClick={openConsentChoices}>
          Privacy choices
        </button>
      </nav>
    </footer>
  );
}

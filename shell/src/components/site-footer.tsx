import { commonTranslations } from '@openpresale/shared';
import { Link, useLocation } from 'react-router-dom';
import { openConsentChoices } from '../features/consent/consent-store';
import { useT } from '../i18n';
import { VersionsLine } from './versions-line';
import './site-footer.css';

// The marketing remote renders its own footer on every page it owns (all paths but these two
// sections); the dashboard and the admin area get this slim one, so the risk notice of SPEC §0 is
// on every page.
const SECTIONS = ['/dashboard', '/admin'];

function inSection(pathname: string): boolean {
  return SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

export function SiteFooter() {
  const { pathname } = useLocation();
  const t = useT();
  const common = commonTranslations.useT();
  if (!inSection(pathname)) return null;
  return (
    <footer className="site-footer">
      <p className="site-footer-risk">{common('common.riskNotice')}</p>
      <nav className="site-footer-links" aria-label={t('common.footer.legal')}>
        <Link to="/privacy">{t('common.footer.privacyPolicy')}</Link>
        <button type="button" className="site-footer-link-button" onClick={openConsentChoices}>
          {t('common.footer.privacyChoices')}
        </button>
      </nav>
      {pathname.startsWith('/admin/dashboard') && <VersionsLine />}
    </footer>
  );
}

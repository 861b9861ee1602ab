import { LanguageSwitch, useHost } from '@openpresale/shared';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSettings } from '../../api/settings';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll';
import { useT } from '../../i18n';
import { Brand } from './brand';
import { paths } from '../../lib/paths';

/**
 * Sticky header of the public pages (SPEC §3): hides past 50 px on scrolling down, returns on
 * scrolling up; below 768 px the links fold into a menu opened by a toggle button.
 */
export function SiteHeader() {
  const t = useT();
  const settings = useSettings().data?.settings;
  const signedIn = useHost().session.userToken !== null;
  const hidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // Following a link closes the menu, so the page it scrolls to is not covered.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = [
    { to: '/#top', label: t('common.header.home') },
    { to: '/#tokendetails', label: t('common.header.tokenDetails') },
    { to: '/#rewards', label: t('common.header.rewards') },
    ...(settings?.promotion ? [{ to: '/#promotion', label: t('common.header.promotion') }] : []),
    { to: '/#faq', label: t('common.header.faq') },
  ];

  const className = ['mk-header', hidden && !menuOpen ? 'mk-header-hidden' : '', menuOpen ? 'mk-header-open' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <header className={className} data-testid="site-header">
      <div className="mk-header-bar">
        <Brand name={settings?.tokenName ?? ''} symbol={settings?.tokenSymbol ?? ''} />
        <button
          type="button"
          className="mk-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="mk-menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? t('common.header.closeMenu') : t('common.header.openMenu')}</span>
        </button>
        <div className="mk-menu" id={menuId}>
          <nav aria-label={t('common.header.mainNav')}>
            <ul className="mk-nav">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="mk-nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mk-header-actions">
            <LanguageSwitch className="mk-language-switch" />
            {signedIn ? (
              <Link to="/dashboard" className="mk-button mk-button-primary">
                {t('common.header.dashboard')}
              </Link>
            ) : (
              <>
                <Link to={paths.login} className="mk-button mk-button-ghost">
                  {t('common.header.logIn')}
                </Link>
                <Link to={paths.register} className="mk-button mk-button-primary">
                  {t('common.header.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

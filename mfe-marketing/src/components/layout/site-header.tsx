import { useHost } from '@openpresale/shared';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSettings } from '../../api/settings';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll';
import { Brand } from './brand';
import { paths } from '../../lib/paths';

/**
 * Sticky header of the public pages (SPEC §3): hides past 50 px on scrolling down, returns on
 * scrolling up; below 768 px the links fold into a menu opened by a toggle button.
 */
export function SiteHeader() {
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
    { to: '/#top', label: 'Home' },
    { to: '/#tokendetails', label: 'Token Details' },
    { to: '/#rewards', label: 'Rewards' },
    ...(settings?.promotion ? [{ to: '/#promotion', label: 'Promotion' }] : []),
    { to: '/#faq', label: 'FAQ' },
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
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div className="mk-menu" id={menuId}>
          <nav aria-label="Main">
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
            {signedIn ? (
              <Link to="/dashboard" className="mk-button mk-button-primary">
                Dashboard
              </Link>
            ) : (
              <>
                <Link to={paths.login} className="mk-button mk-button-ghost">
                  Log in
                </Link>
                <Link to={paths.register} className="mk-button mk-button-primary">
                  Register
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

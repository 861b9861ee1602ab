import { queryKeys } from '@openpresale/shared/queries';
import { LanguageSwitch, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSettings } from '../../../api/use-settings';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { SidebarNav } from './sidebar';
import { WelcomeBar } from './welcome-bar';

const MOBILE_QUERY = '(max-width: 767px)';

export function DashboardLayout({ children }: { children: ReactNode }) {
  const host = useHost();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Below 768 px the sidebar is a side sheet; its open state is per visit, not the desktop
  // cookie, so a phone never opens on a sheet covering the page.
  const [sheetOpen, setSheetOpen] = useState(false);
  const navId = useId();
  const tokenName = settings.data?.settings.tokenName ?? '';
  const symbol = settings.data?.settings.tokenSymbol ?? '';

  useEffect(() => setSheetOpen(false), [location.pathname, isMobile]);

  useEffect(() => {
    if (!sheetOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSheetOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheetOpen]);

  // Leaving the remote restores the bare '{NAME}' title. The ref keeps this an unmount-only effect
  // although the host hands out a new setTitle whenever its services change.
  const setTitle = useRef(host.setTitle);
  setTitle.current = host.setTitle;
  useEffect(() => () => setTitle.current(), []);

  async function logOut() {
    // The browser forgets the session first, so no query of this page can still be sent with a
    // token the server is about to end; then the server ends it (best effort: offline or already
    // expired changes nothing for the buyer).
    const token = host.session.userToken;
    await queryClient.cancelQueries();
    host.signOutUser();
    // The next buyer on this browser must not see anything of this one's.
    for (const queryKey of [queryKeys.me, queryKeys.myTransactions, queryKeys.myWithdrawals, queryKeys.roulette]) {
      queryClient.removeQueries({ queryKey });
    }
    navigate('/login');
    if (token) host.api.post('users.php', { query: { action: 'logout' }, token }).catch(() => undefined);
  }

  const expanded = isMobile ? sheetOpen : host.sidebar.open;
  const toggle = () => (isMobile ? setSheetOpen((open) => !open) : host.sidebar.toggle());
  const collapsed = !isMobile && !host.sidebar.open;

  return (
    <div className={`by-app${collapsed ? ' by-app-collapsed' : ''}`}>
      <header className="by-topbar">
        <button
          type="button"
          className="by-icon-button by-sidebar-toggle"
          aria-controls={navId}
          aria-expanded={expanded}
          aria-label={expanded ? t('layout.closeMenu') : t('layout.openMenu')}
          title={t('layout.toggleSidebar')}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M9 4v16" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        <Link to={paths.home} className="by-brand">
          <span className="by-brand-mark" aria-hidden="true">
            {symbol.slice(0, 1) || '·'}
          </span>
          <span className="by-brand-name">{tokenName || '\u00a0'}</span>
        </Link>
        <div className="by-account">
          <LanguageSwitch className="by-language" />
          <span className="by-account-email" title={host.session.userEmail ?? undefined}>
            {host.session.userEmail}
          </span>
          <button type="button" className="button by-logout" onClick={logOut}>
            {t('layout.logOut')}
          </button>
        </div>
      </header>

      <div className="by-frame">
        {isMobile ? (
          sheetOpen && (
            <div className="by-sheet-backdrop" onClick={() => setSheetOpen(false)}>
              <aside className="by-sheet" aria-label={t('layout.menu')} onClick={(event) => event.stopPropagation()}>
                <p className="by-sheet-email">{host.session.userEmail}</p>
                <SidebarNav id={navId} symbol={symbol} collapsed={false} onNavigate={() => setSheetOpen(false)} />
              </aside>
            </div>
          )
        ) : (
          <aside className="by-sidebar" data-state={host.sidebar.open ? 'expanded' : 'collapsed'}>
            <SidebarNav id={navId} symbol={symbol} collapsed={collapsed} />
          </aside>
        )}

        <div className="by-content">
          <WelcomeBar />
          <main className="by-main">{children}</main>
        </div>
      </div>
    </div>
  );
}

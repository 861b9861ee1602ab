import { NavLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { NavIcon } from './nav-icon';

interface NavItem {
  to: string;
  label: string;
  icon: string;
  end?: boolean;
}

/** The sidebar groups of SPEC §3, in order. */
function navGroups(symbol: string, t: ReturnType<typeof useT>): { title: string; items: NavItem[] }[] {
  return [
    {
      title: t('layout.group.account'),
      items: [
        { to: paths.home, label: t('layout.link.dashboard'), icon: 'dashboard', end: true },
        { to: paths.profile, label: t('layout.link.profile'), icon: 'profile' },
        { to: paths.status, label: t('layout.link.status'), icon: 'status' },
      ],
    },
    {
      title: t('layout.group.finances'),
      items: [
        { to: paths.buyToken, label: t('layout.link.buyToken'), icon: 'buy' },
        { to: paths.myToken, label: t('layout.link.hub', { symbol }), icon: 'hub' },
      ],
    },
    {
      title: t('layout.group.information'),
      items: [
        { to: paths.howToBuy, label: t('layout.link.howToBuy'), icon: 'howToBuy' },
        { to: paths.leaderboard, label: t('layout.link.leaderboard'), icon: 'leaderboard' },
        { to: paths.roulette, label: t('layout.link.roulette'), icon: 'roulette' },
      ],
    },
  ];
}

interface SidebarProps {
  symbol: string;
  /** Collapsed to the 3rem icon rail (desktop only). */
  collapsed: boolean;
  onNavigate?: () => void;
  id: string;
}

export function SidebarNav({ symbol, collapsed, onNavigate, id }: SidebarProps) {
  const t = useT();
  return (
    <nav id={id} className="by-sidebar-nav" aria-label={t('layout.nav')}>
      {navGroups(symbol, t).map((group) => (
        <div key={group.title} className="by-nav-group">
          <p className="by-nav-group-title">{group.title}</p>
          <ul className="by-nav-list">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => `by-nav-link${isActive ? ' by-nav-link-active' : ''}`}
                  title={collapsed ? item.label : undefined}
                  onClick={onNavigate}
                >
                  <NavIcon name={item.icon} />
                  <span className="by-nav-label">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

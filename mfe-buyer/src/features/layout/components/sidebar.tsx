import { NavLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { NavIcon } from './nav-icon';

interface NavItem {
  to: string;
  label: string;
  icon: string;
  end?: boolean;
}

/** The sidebar groups of SPEC §3, in order. */
function navGroups(symbol: string): { title: string; items: NavItem[] }[] {
  return [
    {
      title: 'Account',
      items: [
        { to: paths.home, label: 'Dashboard', icon: 'dashboard', end: true },
        { to: paths.profile, label: 'My Profile', icon: 'profile' },
        { to: paths.status, label: 'Status', icon: 'status' },
      ],
    },
    {
      title: 'Finances',
      items: [
        { to: paths.buyToken, label: 'Buy Token', icon: 'buy' },
        { to: paths.myToken, label: `${symbol} Token Hub`, icon: 'hub' },
      ],
    },
    {
      title: 'Information',
      items: [
        { to: paths.howToBuy, label: 'How to Buy', icon: 'howToBuy' },
        { to: paths.leaderboard, label: 'Leaderboard', icon: 'leaderboard' },
        { to: paths.roulette, label: 'Roulette', icon: 'roulette' },
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
  return (
    <nav id={id} className="by-sidebar-nav" aria-label="Dashboard">
      {navGroups(symbol).map((group) => (
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

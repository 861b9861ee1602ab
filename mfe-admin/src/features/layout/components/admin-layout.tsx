import {
  AuditOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DollarOutlined,
  GiftOutlined,
  KeyOutlined,
  MailOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { LanguageSwitch, useHost } from '@openpresale/shared';
import { Breadcrumb, Button, Grid, Layout, Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAdminSelf } from '../../../lib/admin-self';
import { ownBuild } from '../../../lib/own-build';
import { adminPaths, screenPath, screens, type ScreenKey } from '../../../lib/paths';
import { roleCan } from '@openpresale/shared/permissions';
import { useT } from '../../../i18n';

const icons: Record<ScreenKey, ReactNode> = {
  '': <DashboardOutlined />,
  crypto: <WalletOutlined />,
  users: <TeamOutlined />,
  transactions: <TransactionOutlined />,
  review: <SafetyCertificateOutlined />,
  withdrawals: <SendOutlined />,
  presale: <SettingOutlined />,
  prizes: <GiftOutlined />,
  'change-password': <LockOutlined />,
  'change-main-currency': <DollarOutlined />,
  pixels: <KeyOutlined />,
  outbox: <MailOutlined />,
  security: <SafetyOutlined />,
  administrators: <UserSwitchOutlined />,
  audit: <AuditOutlined />,
  releases: <CloudUploadOutlined />,
};

/** The screen the path belongs to: the first segment below /admin/dashboard. */
function currentScreen(pathname: string): ScreenKey | null {
  const rest = pathname.slice(adminPaths.dashboard.length).replace(/^\/+/, '').split('/')[0] ?? '';
  const match = screens.find((s) => s.key === rest);
  return match ? match.key : null;
}

type T = ReturnType<typeof useT>;

/** A screen's name in the menu and the breadcrumb. */
export function screenLabel(t: T, key: ScreenKey): string {
  return t(`layout.screen.${key || 'overview'}`);
}

/** A breadcrumb label: the screen's name, or for /users/{id} the user's number. */
function segmentLabel(t: T, segments: string[], index: number): string {
  const segment = segments[index] ?? '';
  const screen = screens.find((s) => s.key === segment);
  if (index === 0 && screen) return screenLabel(t, screen.key);
  if (index === 1 && segments[0] === 'users' && /^\d+$/.test(segment)) return t('layout.user', { id: segment });
  return decodeURIComponent(segment);
}

function Breadcrumbs({ pathname }: { pathname: string }) {
  const t = useT();
  const segments = pathname.slice(adminPaths.dashboard.length).split('/').filter(Boolean);
  const admin = t('layout.admin');
  const items: { title: ReactNode }[] = [{ title: segments.length ? <Link to={adminPaths.dashboard}>{admin}</Link> : admin }];
  if (segments.length === 0) items.push({ title: screenLabel(t, '') });
  segments.forEach((_segment, index) => {
    const label = segmentLabel(t, segments, index);
    const last = index === segments.length - 1;
    const to = `${adminPaths.dashboard}/${segments.slice(0, index + 1).join('/')}`;
    items.push({ title: last ? label : <Link to={to}>{label}</Link> });
  });
  return <Breadcrumb className="ad-breadcrumb" items={items} />;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const host = useHost();
  const t = useT();
  const { pathname } = useLocation();
  const screensSize = Grid.useBreakpoint();
  const wide = screensSize.lg ?? true;
  // Wide screens follow the host's sidebar state (cookie + Ctrl/Cmd+B); narrow ones start with
  // the icon rail so the tables keep their width, and open only while asked.
  const [narrowOpen, setNarrowOpen] = useState(false);
  const collapsed = wide ? !host.sidebar.open : !narrowOpen;
  const toggle = () => (wide ? host.sidebar.toggle() : setNarrowOpen((open) => !open));
  const selected = currentScreen(pathname);
  const self = useAdminSelf();
  const visible = screens.filter((s) => roleCan(self?.role, s.permission));

  // The server ends the session first, with the token this page holds; then the browser forgets it.
  async function signOut() {
    const token = host.session.adminToken;
    host.signOutAdmin();
    if (token) await host.api.post('admin.php', { query: { action: 'logout' }, token }).catch(() => undefined);
  }

  return (
    <Layout className="ad-shell">
      <Layout.Sider
        className="ad-sider"
        theme="light"
        width={232}
        collapsedWidth={56}
        collapsed={collapsed}
        trigger={null}
        aria-label={t('layout.navigation')}
      >
        <div className="ad-brand" aria-hidden={collapsed}>
          {collapsed ? t('layout.brandShort') : t('layout.brand')}
        </div>
        <Menu
          mode="inline"
          selectedKeys={selected === null ? [] : [selected || 'overview']}
          items={visible.map((s) => ({
            key: s.key || 'overview',
            icon: icons[s.key],
            label: (
              <Link to={screenPath(s.key)} onClick={() => setNarrowOpen(false)}>
                {screenLabel(t, s.key)}
              </Link>
            ),
          }))}
        />
        {!collapsed && ownBuild && <p className="ad-sider-version">{t('layout.version', { version: ownBuild.version })}</p>}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ad-header">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={collapsed ? t('layout.openNavigation') : t('layout.collapseNavigation')}
            aria-expanded={!collapsed}
          />
          <Breadcrumbs pathname={pathname} />
          {self && (
            <span className="ad-whoami">
              {self.login} · {t(`common.role.${self.role}`)}
            </span>
          )}
          <LanguageSwitch className="ad-language-switch" />
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()} aria-label={t('layout.signOut')}>
            <span className="ad-signout-label">{t('layout.signOut')}</span>
          </Button>
        </Layout.Header>
        <Layout.Content className="ad-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

import { NotFound, useI18n, type RemoteAppProps } from '@openpresale/shared';
import { App as AntApp, Button, ConfigProvider, Result } from 'antd';
import { roleCan } from '@openpresale/shared/permissions';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { AdministratorsPage } from './features/administrators/components/administrators-page';
import { AuditPage } from './features/audit/components/audit-page';
import { SecurityPage } from './features/security/components/security-page';
import { useT } from './i18n';
import { useAdminSelf } from './lib/admin-self';
import { useAntdLocale } from './lib/antd-locale';
import { LoginPage } from './features/auth/components/login-page';
import { ChangePasswordPage } from './features/change-password/components/change-password-page';
import { CryptoPage } from './features/crypto/components/crypto-page';
import { AdminLayout } from './features/layout/components/admin-layout';
import { MainCurrencyPage } from './features/main-currency/components/main-currency-page';
import { OutboxPage } from './features/outbox/components/outbox-page';
import { OverviewPage } from './features/overview/components/overview-page';
import { PixelsPage } from './features/pixels/components/pixels-page';
import { PresalePage } from './features/presale/components/presale-page';
import { PrizesPage } from './features/prizes/components/prizes-page';
import { ReleasesPage } from './features/releases/components/releases-page';
import { ReviewPage } from './features/review/components/review-page';
import { TransactionsPage } from './features/transactions/components/transactions-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UsersPage } from './features/users/components/users-page';
import { WithdrawalsPage } from './features/withdrawals/components/withdrawals-page';
import { adminPaths, screenPath, screens, userRoute, type ScreenKey } from './lib/paths';
import { adminTheme } from './lib/theme';
import './styles/admin.css';

/**
 * A screen of the role's: an administrator with a temporary password or a second factor still to
 * set up is taken there first; a screen the role may not use says so instead of failing calls.
 */
function Allowed({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const self = useAdminSelf();
  const navigate = useNavigate();
  const t = useT();
  if (!self) return null;
  if (self.mustChangePassword && screen !== 'change-password') return <Navigate to={screenPath('change-password')} replace />;
  if (!self.mustChangePassword && self.mustEnrolTwoFactor && screen !== 'security') return <Navigate to={screenPath('security')} replace />;
  const permission = screens.find((s) => s.key === screen)!.permission;
  if (!roleCan(self.role, permission)) {
    return (
      <Result
        status="403"
        title={t('common.forbidden.title')}
        subTitle={t('common.forbidden.subTitle', {
          role: t(`common.role.${self.role}`),
          description: t(`common.roleDescription.${self.role}`),
        })}
        extra={
          <Button type="primary" onClick={() => navigate(adminPaths.dashboard)}>
            {t('common.backToOverview')}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}

// Each screen of the sidebar at its own path (lib/paths.ts lists them once), behind its permission.
const screenPages: Record<Exclude<ScreenKey, ''>, ReactNode> = {
  crypto: <CryptoPage />,
  users: <UsersPage />,
  transactions: <TransactionsPage />,
  review: <ReviewPage />,
  withdrawals: <WithdrawalsPage />,
  presale: <PresalePage />,
  prizes: <PrizesPage />,
  'change-password': <ChangePasswordPage />,
  'change-main-currency': <MainCurrencyPage />,
  pixels: <PixelsPage />,
  security: <SecurityPage />,
  administrators: <AdministratorsPage />,
  audit: <AuditPage />,
  outbox: <OutboxPage />,
  releases: <ReleasesPage />,
};

function Dashboard() {
  const t = useT();
  return (
    <AdminLayout>
      <Routes>
        <Route
          index
          element={
            <Allowed screen="">
              <OverviewPage />
            </Allowed>
          }
        />
        {Object.entries(screenPages).map(([key, page]) => (
          <Route key={key} path={key} element={<Allowed screen={key as ScreenKey}>{page}</Allowed>} />
        ))}
        <Route
          path={userRoute}
          element={
            <Allowed screen="users">
              <UserDetailPage />
            </Allowed>
          }
        />
        <Route path="*" element={<NotFound homePath={adminPaths.dashboard} homeLabel={t('common.backToOverview')} />} />
      </Routes>
    </AdminLayout>
  );
}

// Mounted by the shell at /admin (login) and /admin/dashboard/* (behind the admin guard).
export default function App({ basePath }: RemoteAppProps) {
  const antdLocale = useAntdLocale(useI18n().locale);
  return (
    <ConfigProvider theme={adminTheme} locale={antdLocale}>
      <AntApp className="ad-root">{basePath === adminPaths.login ? <LoginPage /> : <Dashboard />}</AntApp>
    </ConfigProvider>
  );
}

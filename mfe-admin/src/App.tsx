import type { RemoteAppProps } from '@openpresale/shared';
import { App as AntApp, ConfigProvider, Result, Button } from 'antd';
import enUS from 'antd/locale/en_US';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, roleCan } from '@openpresale/shared/permissions';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { AdministratorsPage } from './features/administrators/components/administrators-page';
import { AuditPage } from './features/audit/components/audit-page';
import { SecurityPage } from './features/security/components/security-page';
import { useAdminSelf } from './lib/admin-self';
import { LoginPage } from './features/auth/components/login-page';
import { ChangePasswordPage } from './features/change-password/components/change-password-page';
import { CryptoPage } from './features/crypto/components/crypto-page';
import { AdminLayout } from './features/layout/components/admin-layout';
import { MainCurrencyPage } from './features/main-currency/components/main-currency-page';
import { OverviewPage } from './features/overview/components/overview-page';
import { PixelsPage } from './features/pixels/components/pixels-page';
import { PresalePage } from './features/presale/components/presale-page';
import { TransactionsPage } from './features/transactions/components/transactions-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UsersPage } from './features/users/components/users-page';
import { WithdrawalsPage } from './features/withdrawals/components/withdrawals-page';
import { adminPaths, screenPath, screens, type ScreenKey } from './lib/paths';
import { adminTheme } from './lib/theme';
import './styles/admin.css';

/**
 * A screen of the role's: an administrator with a temporary password or a second factor still to
 * set up is taken there first; a screen the role may not use says so instead of failing calls.
 */
function Allowed({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const self = useAdminSelf();
  const navigate = useNavigate();
  if (!self) return null;
  if (self.mustChangePassword && screen !== 'change-password') return <Navigate to={screenPath('change-password')} replace />;
  if (!self.mustChangePassword && self.mustEnrolTwoFactor && screen !== 'security') return <Navigate to={screenPath('security')} replace />;
  const permission = screens.find((s) => s.key === screen)!.permission;
  if (!roleCan(self.role, permission)) {
    return (
      <Result
        status="403"
        title="This page is not part of your role"
        subTitle={`${ROLE_LABELS[self.role]}: ${ROLE_DESCRIPTIONS[self.role]}`}
        extra={
          <Button type="primary" onClick={() => navigate(adminPaths.dashboard)}>
            Back to Overview
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}

const guarded = (screen: ScreenKey, page: ReactNode) => <Allowed screen={screen}>{page}</Allowed>;

function Dashboard() {
  const navigate = useNavigate();
  return (
    <AdminLayout>
      <Routes>
        <Route index element={guarded('', <OverviewPage />)} />
        <Route path="crypto" element={guarded('crypto', <CryptoPage />)} />
        <Route path="users" element={guarded('users', <UsersPage />)} />
        <Route path="users/:id" element={guarded('users', <UserDetailPage />)} />
        <Route path="transactions" element={guarded('transactions', <TransactionsPage />)} />
        <Route path="withdrawals" element={guarded('withdrawals', <WithdrawalsPage />)} />
        <Route path="presale" element={guarded('presale', <PresalePage />)} />
        <Route path="change-password" element={guarded('change-password', <ChangePasswordPage />)} />
        <Route path="change-main-currency" element={guarded('change-main-currency', <MainCurrencyPage />)} />
        <Route path="pixels" element={guarded('pixels', <PixelsPage />)} />
        <Route path="security" element={guarded('security', <SecurityPage />)} />
        <Route path="administrators" element={guarded('administrators', <AdministratorsPage />)} />
        <Route path="audit" element={guarded('audit', <AuditPage />)} />
        <Route
          path="*"
          element={
            <Result
              status="404"
              title="Page not found"
              extra={
                <Button type="primary" onClick={() => navigate(adminPaths.dashboard)}>
                  Back to Overview
                </Button>
              }
            />
          }
        />
      </Routes>
    </AdminLayout>
  );
}

// Mounted by the shell at /admin (login) and /admin/dashboard/* (behind the admin guard).
export default function App({ basePath }: RemoteAppProps) {
  return (
    <ConfigProvider theme={adminTheme} locale={enUS}>
      <AntApp className="ad-root">{basePath === adminPaths.login ? <LoginPage /> : <Dashboard />}</AntApp>
    </ConfigProvider>
  );
}

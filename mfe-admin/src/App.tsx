import type { RemoteAppProps } from '@openpresale/shared';
import { App as AntApp, ConfigProvider, Result, Button } from 'antd';
import enUS from 'antd/locale/en_US';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { LoginPage } from './features/auth/components/login-page';
import { ChangePasswordPage } from './features/change-password/components/change-password-page';
import { CryptoPage } from './features/crypto/components/crypto-page';
import { AdminLayout } from './features/layout/components/admin-layout';
import { MainCurrencyPage } from './features/main-currency/components/main-currency-page';
import { OutboxPage } from './features/outbox/components/outbox-page';
import { OverviewPage } from './features/overview/components/overview-page';
import { PixelsPage } from './features/pixels/components/pixels-page';
import { PresalePage } from './features/presale/components/presale-page';
import { TransactionsPage } from './features/transactions/components/transactions-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UsersPage } from './features/users/components/users-page';
import { WithdrawalsPage } from './features/withdrawals/components/withdrawals-page';
import { adminPaths } from './lib/paths';
import { adminTheme } from './lib/theme';
import './styles/admin.css';

function Dashboard() {
  const navigate = useNavigate();
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="crypto" element={<CryptoPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserDetailPage />} />
        <Route path="transactions" element={<TransactionsPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="presale" element={<PresalePage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="change-main-currency" element={<MainCurrencyPage />} />
        <Route path="pixels" element={<PixelsPage />} />
        <Route path="outbox" element={<OutboxPage />} />
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

import { NotFound, type RemoteAppProps } from '@openpresale/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/auth/components/login-page';
import { ChangePasswordPage } from './features/change-password/components/change-password-page';
import { CryptoPage } from './features/crypto/components/crypto-page';
import { AdminLayout } from './features/layout/components/admin-layout';
import { MainCurrencyPage } from './features/main-currency/components/main-currency-page';
import { OutboxPage } from './features/outbox/components/outbox-page';
import { OverviewPage } from './features/overview/components/overview-page';
import { PixelsPage } from './features/pixels/components/pixels-page';
import { PresalePage } from './features/presale/components/presale-page';
import { ReviewPage } from './features/review/components/review-page';
import { TransactionsPage } from './features/transactions/components/transactions-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UsersPage } from './features/users/components/users-page';
import { WithdrawalsPage } from './features/withdrawals/components/withdrawals-page';
import { adminPaths, userRoute, type ScreenKey } from './lib/paths';
import { adminTheme } from './lib/theme';
import './styles/admin.css';

// Each screen of the sidebar at its own path (lib/paths.ts lists them once).
const screenPages: Record<Exclude<ScreenKey, ''>, ReactNode> = {
  crypto: <CryptoPage />,
  users: <UsersPage />,
  transactions: <TransactionsPage />,
  review: <ReviewPage />,
  withdrawals: <WithdrawalsPage />,
  presale: <PresalePage />,
  'change-password': <ChangePasswordPage />,
  'change-main-currency': <MainCurrencyPage />,
  pixels: <PixelsPage />,
  outbox: <OutboxPage />,
};

function Dashboard() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<OverviewPage />} />
        {Object.entries(screenPages).map(([key, page]) => (
          <Route key={key} path={key} element={page} />
        ))}
        <Route path={userRoute} element={<UserDetailPage />} />
        <Route path="*" element={<NotFound homePath={adminPaths.dashboard} homeLabel="Back to Overview" />} />
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

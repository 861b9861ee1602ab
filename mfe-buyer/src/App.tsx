import type { RemoteAppProps } from '@openpresale/shared';
import { Route, Routes } from 'react-router-dom';
import { BuyPage } from './features/buy/components/buy-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { DocsPage } from './features/docs/components/docs-page';
import { HowToBuyPage } from './features/guides/components/how-to-buy-page';
import { WithdrawalGuidePage } from './features/guides/components/withdrawal-guide-page';
import { DashboardLayout } from './features/layout/components/dashboard-layout';
import { LeaderboardPage } from './features/leaderboard/components/leaderboard-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { RoulettePage } from './features/roulette/components/roulette-page';
import { StatusPage } from './features/status/components/status-page';
import { TokenHubPage } from './features/token-hub/components/token-hub-page';
import { TransactionPage } from './features/transaction/components/transaction-page';
import { NotFoundPage } from './features/layout/components/not-found-page';
import './styles/buyer.css';

// Mounted by the shell at /dashboard/*; the paths below are relative to it.
export default function App(_props: RemoteAppProps) {
  return (
    <DashboardLayout>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="status" element={<StatusPage />} />
        <Route path="buy-token" element={<BuyPage />} />
        <Route path="my-token" element={<TokenHubPage />} />
        <Route path="how-to-buy" element={<HowToBuyPage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
        <Route path="roulette" element={<RoulettePage />} />
        <Route path="transaction" element={<TransactionPage />} />
        <Route path="docs" element={<DocsPage />} />
        <Route path="withdrawal/binance" element={<WithdrawalGuidePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </DashboardLayout>
  );
}

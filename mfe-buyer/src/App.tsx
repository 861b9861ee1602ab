import { NotFound, type RemoteAppProps } from '@openpresale/shared';
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
import { useT } from './i18n';
import { paths, routes } from './lib/paths';
import './styles/buyer.css';

function PageNotFound() {
  const t = useT();
  return <NotFound homePath={paths.home} homeLabel={t('common.backToDashboard')} />;
}

// Mounted by the shell at /dashboard/*; the paths below are relative to it.
export default function App(_props: RemoteAppProps) {
  return (
    <DashboardLayout>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path={routes.profile} element={<ProfilePage />} />
        <Route path={routes.status} element={<StatusPage />} />
        <Route path={routes.buyToken} element={<BuyPage />} />
        <Route path={routes.myToken} element={<TokenHubPage />} />
        <Route path={routes.howToBuy} element={<HowToBuyPage />} />
        <Route path={routes.leaderboard} element={<LeaderboardPage />} />
        <Route path={routes.roulette} element={<RoulettePage />} />
        <Route path={routes.transaction} element={<TransactionPage />} />
        <Route path={routes.docs} element={<DocsPage />} />
        <Route path={routes.withdrawalGuide} element={<WithdrawalGuidePage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </DashboardLayout>
  );
}

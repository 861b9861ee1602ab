import { usdtEquivalent } from '@openpresale/shared/domain';
import { useState } from 'react';
import { useCryptos } from '../../../api/use-cryptos';
import { useMe } from '../../../api/use-me';
import { useMyTransactions } from '../../../api/use-my-transactions';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton, SkeletonBlock } from '../../../components/skeleton';
import { format2, formatUsd } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { TransactionsTable } from './transactions-table';
import { WithdrawDialog } from './withdraw-dialog';

export function TokenHubPage() {
  const me = useMe();
  const settings = useSettings();
  const cryptos = useCryptos();
  const transactions = useMyTransactions();
  const [withdrawing, setWithdrawing] = useState(false);
  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const title = symbol ? `${symbol} Token Hub` : 'Token Hub';
  usePageTitle(symbol ? title : null);

  const user = me.data;
  const investment = transactions.data?.filter((t) => t.status === 'approved').reduce((sum, t) => sum + t.usd_value, 0);

  const overview: { label: string; value: string | null }[] = [
    { label: 'USDT Equivalent', value: user && cryptos.data ? `${format2(usdtEquivalent(user.balance, cryptos.data))}` : null },
    { label: 'Current Balance', value: user && symbol ? `${format2(user.balance)} ${symbol}` : null },
    { label: 'Purchased tokens', value: user && symbol ? `${format2(user.balance - user.bonusTokens)} ${symbol}` : null },
    { label: 'Bonus tokens', value: user && symbol ? `${format2(user.bonusTokens)} ${symbol}` : null },
    { label: 'Total investment', value: investment !== undefined ? formatUsd(investment) : null },
  ];

  return (
    <div className="by-stack">
      <PageHeader
        title={title}
        intro="Your balance, what you bought and your orders."
        actions={
          <button type="button" className="button button-primary" onClick={() => setWithdrawing(true)} disabled={!settings.data || !user}>
            Withdraw
          </button>
        }
      />
      {me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <section className="by-card" aria-labelledby="by-overview-title">
          <h2 id="by-overview-title" className="by-card-title">
            Overview
          </h2>
          <dl className="by-overview">
            {overview.map((item) => (
              <div key={item.label} className="by-overview-item">
                <dt>{item.label}</dt>
                <dd data-testid={`by-hub-${item.label.toLowerCase().replace(/\s+/g, '-')}`}>
                  {item.value ?? <Skeleton width="6rem" height="1.3em" />}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <div className="by-grid by-grid-hub">
        <section className="by-card" aria-labelledby="by-tx-title">
          <h2 id="by-tx-title" className="by-card-title">
            Your transactions
          </h2>
          {transactions.isError ? (
            <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />
          ) : transactions.data ? (
            <TransactionsTable transactions={transactions.data} symbol={symbol} />
          ) : (
            <SkeletonBlock lines={4} label="Loading your transactions" />
          )}
        </section>
      </div>

      {withdrawing && settings.data && user && (
        <WithdrawDialog
          status={settings.data.settings.distributionStatus}
          balance={user.balance}
          payoutAddress={user.payout_address}
          symbol={symbol}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </div>
  );
}

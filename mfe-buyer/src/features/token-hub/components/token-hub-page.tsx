import { usePageTitle } from '@openpresale/shared';
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
import { useMyWithdrawals } from '../api/withdrawals';
import { hubFigures } from '../lib/hub-figures';
import { HistoryTable } from './history-table';
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

  const withdrawals = useMyWithdrawals();
  const user = me.data;
  const figures = user && transactions.data && withdrawals.data ? hubFigures(user, transactions.data, withdrawals.data) : null;
  const tokens = (value: number | undefined) => (value !== undefined && symbol ? `${format2(value)} ${symbol}` : null);

  const overview: { label: string; value: string | null; note?: string }[] = [
    { label: 'USDT Equivalent', value: user && cryptos.data ? `${format2(usdtEquivalent(user.balance, cryptos.data))}` : null },
    { label: 'Current Balance', value: tokens(user?.balance) },
    { label: 'Purchased tokens', value: tokens(figures?.purchased), note: 'Bought with approved orders, before bonus.' },
    { label: 'Bonus tokens', value: tokens(figures?.bonus) },
    ...(figures && figures.otherCredits > 0
      ? [{ label: 'Prizes and credits', value: tokens(figures.otherCredits), note: 'Roulette prizes and credits from the team.' }]
      : []),
    {
      label: 'Withdrawn',
      value: tokens(figures?.withdrawn),
      note:
        figures && figures.awaitingDelivery > 0
          ? `${format2(figures.awaitingDelivery)} ${symbol} of it awaits delivery.`
          : 'Requested for delivery to your wallet.',
    },
    { label: 'Total investment', value: figures ? formatUsd(figures.investment) : null },
  ];

  return (
    <div className="by-stack">
      <PageHeader
        title={title}
        intro="Your balance, what you bought, your orders and your withdrawals."
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
                {item.note && <dd className="by-overview-note">{item.note}</dd>}
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="by-card" aria-labelledby="by-tx-title">
        <h2 id="by-tx-title" className="by-card-title">
          Your history
        </h2>
        {transactions.isError || withdrawals.isError ? (
          <ErrorState
            error={transactions.error ?? withdrawals.error}
            onRetry={() => void (transactions.refetch(), withdrawals.refetch())}
          />
        ) : transactions.data && withdrawals.data ? (
          <HistoryTable orders={transactions.data} withdrawals={withdrawals.data} symbol={symbol} />
        ) : (
          <SkeletonBlock lines={4} label="Loading your history" />
        )}
      </section>

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

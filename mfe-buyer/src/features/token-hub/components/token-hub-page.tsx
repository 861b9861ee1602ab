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
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { useMyWithdrawals } from '../api/withdrawals';
import { hubFigures } from '../lib/hub-figures';
import { HistoryTable } from './history-table';
import { WithdrawDialog } from './withdraw-dialog';

export function TokenHubPage() {
  const t = useT();
  const format = useFormat();
  const me = useMe();
  const settings = useSettings();
  const cryptos = useCryptos();
  const transactions = useMyTransactions();
  const [withdrawing, setWithdrawing] = useState(false);
  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const title = symbol ? t('common.tokenHub', { symbol }) : t('tokenHub.title');
  usePageTitle(symbol ? title : null);

  const withdrawals = useMyWithdrawals();
  const user = me.data;
  const figures = user && transactions.data && withdrawals.data ? hubFigures(user, transactions.data, withdrawals.data) : null;
  const tokens = (value: number | undefined) => (value !== undefined && symbol ? `${format.two(value)} ${symbol}` : null);

  // `id` names the figure for tests and stays the same in every language.
  const overview: { id: string; label: string; value: string | null; note?: string }[] = [
    {
      id: 'usdt-equivalent',
      label: t('tokenHub.usdt'),
      value: user && cryptos.data ? format.two(usdtEquivalent(user.balance, cryptos.data)) : null,
    },
    { id: 'current-balance', label: t('tokenHub.balance'), value: tokens(user?.balance) },
    { id: 'purchased-tokens', label: t('tokenHub.purchased'), value: tokens(figures?.purchased), note: t('tokenHub.purchasedNote') },
    { id: 'bonus-tokens', label: t('tokenHub.bonus'), value: tokens(figures?.bonus) },
    ...(figures && figures.otherCredits > 0
      ? [
          {
            id: 'prizes-and-credits',
            label: t('tokenHub.credits'),
            value: tokens(figures.otherCredits),
            note: t('tokenHub.creditsNote'),
          },
        ]
      : []),
    {
      id: 'withdrawn',
      label: t('tokenHub.withdrawn'),
      value: tokens(figures?.withdrawn),
      note:
        figures && figures.awaitingDelivery > 0
          ? t('tokenHub.awaiting', { amount: format.two(figures.awaitingDelivery), symbol })
          : t('tokenHub.withdrawnNote'),
    },
    { id: 'total-investment', label: t('tokenHub.investment'), value: figures ? format.usd(figures.investment) : null },
  ];

  return (
    <div className="by-stack">
      <PageHeader
        title={title}
        intro={t('tokenHub.intro')}
        actions={
          <button type="button" className="button button-primary" onClick={() => setWithdrawing(true)} disabled={!settings.data || !user}>
            {t('tokenHub.withdraw')}
          </button>
        }
      />
      {me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <section className="by-card" aria-labelledby="by-overview-title">
          <h2 id="by-overview-title" className="by-card-title">
            {t('tokenHub.overview')}
          </h2>
          <dl className="by-overview">
            {overview.map((item) => (
              <div key={item.id} className="by-overview-item">
                <dt>{item.label}</dt>
                <dd data-testid={`by-hub-${item.id}`}>{item.value ?? <Skeleton width="6rem" height="1.3em" />}</dd>
                {item.note && <dd className="by-overview-note">{item.note}</dd>}
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="by-card" aria-labelledby="by-tx-title">
        <h2 id="by-tx-title" className="by-card-title">
          {t('tokenHub.history')}
        </h2>
        {transactions.isError || withdrawals.isError ? (
          <ErrorState
            error={transactions.error ?? withdrawals.error}
            onRetry={() => void (transactions.refetch(), withdrawals.refetch())}
          />
        ) : transactions.data && withdrawals.data ? (
          <HistoryTable orders={transactions.data} withdrawals={withdrawals.data} symbol={symbol} />
        ) : (
          <SkeletonBlock lines={4} label={t('tokenHub.loadingHistory')} />
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

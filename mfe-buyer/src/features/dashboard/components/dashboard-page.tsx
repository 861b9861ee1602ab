import { usePageTitle } from '@openpresale/shared';
import { usdtEquivalent } from '@openpresale/shared/domain';
import { Link } from 'react-router-dom';
import { useCryptos } from '../../../api/use-cryptos';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { StatusCard } from '../../../components/status-card';
import { format2, formatAmount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { SaleProgress } from './sale-progress';
import { StageNotice } from './stage-notice';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const me = useMe();
  const settings = useSettings();
  const cryptos = useCryptos();
  const now = useNow(30_000);

  if (me.isError || settings.isError) {
    return <ErrorState error={me.error ?? settings.error} onRetry={() => void (me.refetch(), settings.refetch())} />;
  }
  const user = me.data;
  const data = settings.data;
  const symbol = data?.settings.tokenSymbol ?? '';

  return (
    <div className="by-stack">
      <PageHeader
        title="Dashboard"
        actions={
          <>
            <Link to={paths.docs} className="button">
              Documents
            </Link>
            <Link to={paths.buyToken} className="button button-primary">
              Buy {symbol || 'tokens'}
            </Link>
          </>
        }
      />
      {data && (
        <StageNotice
          stageName={data.settings.stageName}
          stageEnd={data.settings.stageEnd}
          nextStagePrice={data.settings.nextStagePrice}
          now={now}
        />
      )}
      <div className="by-grid by-grid-3">
        <section className="by-card by-stat-card" aria-labelledby="by-usdt-title">
          <h2 id="by-usdt-title" className="by-card-title">
            USDT equivalent
          </h2>
          {user && cryptos.data ? (
            <p className="by-stat-value">{format2(usdtEquivalent(user.balance, cryptos.data))} USDT</p>
          ) : cryptos.isError ? (
            <p className="by-muted">Currencies could not be loaded.</p>
          ) : (
            <SkeletonBlock lines={1} label="Loading the USDT equivalent" />
          )}
        </section>
        <section className="by-card by-stat-card" aria-labelledby="by-balance-title">
          <h2 id="by-balance-title" className="by-card-title">
            {symbol ? `${symbol} balance` : 'Balance'}
          </h2>
          {user && data ? (
            <>
              <p className="by-stat-value">
                {formatAmount(user.balance)} {symbol}
              </p>
              <p className="by-muted by-small">including {formatAmount(user.bonusTokens)} bonus tokens</p>
            </>
          ) : (
            <SkeletonBlock lines={2} label="Loading your balance" />
          )}
        </section>
        {user && data ? (
          <StatusCard purchased={user.purchased} levels={data.levels} symbol={symbol} />
        ) : (
          <section className="by-card">
            <SkeletonBlock lines={3} label="Loading your status" />
          </section>
        )}
      </div>
      {data ? (
        <SaleProgress
          stageName={data.settings.stageName}
          sold={data.presale.sold}
          allocation={data.settings.stageAllocation}
          raised={data.presale.raised}
          symbol={symbol}
        />
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={3} label="Loading the sale progress" />
        </section>
      )}
    </div>
  );
}

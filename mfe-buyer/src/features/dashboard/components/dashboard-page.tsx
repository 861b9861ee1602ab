import { useLocalized, usePageTitle } from '@openpresale/shared';
import { usdtEquivalent } from '@openpresale/shared/domain';
import { Link } from 'react-router-dom';
import { useCryptos } from '../../../api/use-cryptos';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { StatusCard } from '../../../components/status-card';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { SaleProgress } from './sale-progress';
import { StageNotice } from './stage-notice';

export function DashboardPage() {
  const t = useT();
  const localized = useLocalized();
  const format = useFormat();
  usePageTitle(t('dashboard.title'));
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
        title={t('dashboard.title')}
        actions={
          <>
            <Link to={paths.docs} className="button">
              {t('dashboard.documents')}
            </Link>
            <Link to={paths.buyToken} className="button button-primary">
              {symbol ? t('dashboard.buySymbol', { symbol }) : t('dashboard.buyTokens')}
            </Link>
          </>
        }
      />
      {data && (
        <StageNotice
          stageName={localized(data.settings.stageName, data.settings.stageNameI18n)}
          stageEnd={data.settings.stageEnd}
          nextStagePrice={data.settings.nextStagePrice}
          now={now}
        />
      )}
      <div className="by-grid by-grid-3">
        <section className="by-card by-stat-card" aria-labelledby="by-usdt-title">
          <h2 id="by-usdt-title" className="by-card-title">
            {t('dashboard.usdtTitle')}
          </h2>
          {user && cryptos.data ? (
            <p className="by-stat-value">{t('dashboard.usdtValue', { amount: format.two(usdtEquivalent(user.balance, cryptos.data)) })}</p>
          ) : cryptos.isError ? (
            <p className="by-muted">{t('dashboard.currenciesFailed')}</p>
          ) : (
            <SkeletonBlock lines={1} label={t('dashboard.loadingUsdt')} />
          )}
        </section>
        <section className="by-card by-stat-card" aria-labelledby="by-balance-title">
          <h2 id="by-balance-title" className="by-card-title">
            {symbol ? t('dashboard.symbolBalance', { symbol }) : t('dashboard.balance')}
          </h2>
          {user && data ? (
            <>
              <p className="by-stat-value">
                {format.amount(user.balance)} {symbol}
              </p>
              <p className="by-muted by-small">{t('dashboard.includingBonus', { amount: format.amount(user.bonusTokens) })}</p>
            </>
          ) : (
            <SkeletonBlock lines={2} label={t('dashboard.loadingBalance')} />
          )}
        </section>
        {user && data ? (
          <StatusCard purchased={user.purchased} levels={data.levels} symbol={symbol} />
        ) : (
          <section className="by-card">
            <SkeletonBlock lines={3} label={t('dashboard.loadingStatus')} />
          </section>
        )}
      </div>
      {data ? (
        <SaleProgress
          stageName={localized(data.settings.stageName, data.settings.stageNameI18n)}
          sold={data.presale.sold}
          allocation={data.settings.stageAllocation}
          raised={data.presale.raised}
          symbol={symbol}
        />
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={3} label={t('dashboard.loadingProgress')} />
        </section>
      )}
    </div>
  );
}

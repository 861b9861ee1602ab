import { useHost } from '@openpresale/shared';
import { settingsQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useMoney } from '../../../lib/money';
import { useT } from '../../../i18n';
import { screenPath } from '../../../lib/paths';
import { timeInZone } from '../../../lib/time-zone';
import { useInZone } from '../../../lib/use-in-zone';
import { useCan } from '../../../lib/admin-self';
import { useBuyersCount, useOverviewFigures, usePendingOrdersCount, usePendingWithdrawalsCount } from '../../../api/overview';
import { FigureCard } from './figure-card';
import { WatcherHealth } from './watcher-health';

/** The administrator's first page: what waits for action, and how the sale is going, all from live data. */
export function OverviewPage() {
  const host = useHost();
  const t = useT();
  const inZone = useInZone();
  const money = useMoney();
  const count = (n: number | undefined) => (n === undefined ? undefined : money.count(n));
  // staleTime 0: the total raised moves with every approval made on another page
  const settings = useQuery({ ...settingsQuery(host.api), staleTime: 0 });
  const zone = settings.data?.settings.adminTimeZone;
  const pendingOrders = usePendingOrdersCount();
  const seesWithdrawals = useCan('withdrawals.read');
  const pendingWithdrawals = usePendingWithdrawalsCount(seesWithdrawals);
  const buyers = useBuyersCount();
  const figures = useOverviewFigures(zone);
  // the sales of today wait for the settings (their time zone); a settings failure is theirs too
  const todayState = settings.isError ? settings : figures;
  const ratesUpdatedAt = figures.data?.ratesUpdatedAt ?? null;

  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <section aria-labelledby="overview-act" className="ad-section">
        <Typography.Title level={2} id="overview-act" className="ad-section-title">
          {t('overview.toActOn')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <FigureCard
              title={t('overview.pendingOrders')}
              state={pendingOrders}
              attention={(pendingOrders.data ?? 0) > 0}
              value={count(pendingOrders.data)}
              note={pendingOrders.data === 0 ? t('overview.pendingOrders.none') : t('overview.pendingOrders.some')}
              action={<Link to={screenPath('transactions', { status: 'pending' })}>{t('overview.pendingOrders.action')}</Link>}
            />
          </Col>
          <Col xs={24} md={12}>
            <FigureCard
              title={t('overview.inReview')}
              state={figures}
              attention={(figures.data?.reviewCount ?? 0) > 0}
              value={count(figures.data?.reviewCount)}
              note={figures.data?.reviewCount === 0 ? t('overview.inReview.none') : t('overview.inReview.some')}
              action={<Link to={screenPath('review')}>{t('overview.inReview.action')}</Link>}
            />
          </Col>
          {seesWithdrawals && (
            <Col xs={24} md={12}>
              <FigureCard
                title={t('overview.pendingWithdrawals')}
                state={pendingWithdrawals}
                attention={(pendingWithdrawals.data ?? 0) > 0}
                value={count(pendingWithdrawals.data)}
                note={pendingWithdrawals.data === 0 ? t('overview.pendingWithdrawals.none') : t('overview.pendingWithdrawals.some')}
                action={<Link to={screenPath('withdrawals', { status: 'requested' })}>{t('overview.pendingWithdrawals.action')}</Link>}
              />
            </Col>
          )}
        </Row>
      </section>
      <WatcherHealth watchers={figures.data?.watchers ?? []} zone={zone} />
      <section aria-labelledby="overview-sale" className="ad-section">
        <Typography.Title level={2} id="overview-sale" className="ad-section-title">
          {t('overview.theSale')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title={t('overview.salesToday')}
              state={todayState}
              value={figures.data && money.usd(figures.data.sales.usd)}
              note={
                figures.data &&
                zone &&
                t('overview.salesToday.note', {
                  orders: figures.data.sales.orders,
                  time: timeInZone(figures.data.sales.since, zone),
                  zone,
                })
              }
              action={<Link to={screenPath('transactions', { status: 'approved' })}>{t('overview.salesToday.action')}</Link>}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title={t('overview.salesTotal')}
              state={settings}
              value={settings.data && money.usd(settings.data.presale.raised)}
              note={t('overview.salesTotal.note')}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title={t('overview.buyers')}
              state={buyers}
              value={count(buyers.data)}
              note={t('overview.buyers.note')}
              action={<Link to={screenPath('users')}>{t('overview.buyers.action')}</Link>}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title={t('overview.rates')}
              state={todayState}
              value={ratesUpdatedAt && zone ? inZone(ratesUpdatedAt, zone) : t('overview.rates.notYet')}
              note={ratesUpdatedAt ? t('overview.rates.updated', { zone }) : t('overview.rates.never')}
              action={<Link to={screenPath('crypto')}>{t('overview.rates.action')}</Link>}
            />
          </Col>
        </Row>
      </section>
    </>
  );
}

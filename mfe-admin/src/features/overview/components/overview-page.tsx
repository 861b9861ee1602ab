import { useHost } from '@openpresale/shared';
import { settingsQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { formatUsd } from '../../../lib/money';
import { screenPath } from '../../../lib/paths';
import { formatInZone } from '../../../lib/time-zone';
import { useCan } from '../../../lib/admin-self';
import { useBuyersCount, useOverviewFigures, usePendingOrdersCount, usePendingWithdrawalsCount } from '../../../api/overview';
import { FigureCard } from './figure-card';
import { WatcherHealth } from './watcher-health';

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** The administrator's first page: what waits for action, and how the sale is going, all from live data. */
export function OverviewPage() {
  const host = useHost();
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
      <PageHeader title="Overview" description="What waits for you and how the sale is going. Every figure is live data." />
      <section aria-labelledby="overview-act" className="ad-section">
        <Typography.Title level={2} id="overview-act" className="ad-section-title">
          To act on
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <FigureCard
              title="Pending orders"
              state={pendingOrders}
              attention={(pendingOrders.data ?? 0) > 0}
              value={pendingOrders.data?.toLocaleString('en-US')}
              note={pendingOrders.data === 0 ? 'No payment waits for your check.' : 'Orders waiting for you to confirm the payment.'}
              action={<Link to={screenPath('transactions', { status: 'pending' })}>Review pending orders</Link>}
            />
          </Col>
          <Col xs={24} md={12}>
            <FigureCard
              title="Payments in review"
              state={figures}
              attention={(figures.data?.reviewCount ?? 0) > 0}
              value={figures.data?.reviewCount.toLocaleString('en-US')}
              note={
                figures.data?.reviewCount === 0
                  ? 'Every payment the chain watchers saw matched its order.'
                  : 'Underpaid, overpaid, late or wrong-asset payments waiting for your decision.'
              }
              action={<Link to={screenPath('review')}>Open the review queue</Link>}
            />
          </Col>
          {seesWithdrawals && (
            <Col xs={24} md={12}>
              <FigureCard
                title="Pending withdrawals"
                state={pendingWithdrawals}
                attention={(pendingWithdrawals.data ?? 0) > 0}
                value={pendingWithdrawals.data?.toLocaleString('en-US')}
                note={pendingWithdrawals.data === 0 ? 'No token delivery is requested.' : 'Token deliveries buyers asked for.'}
                action={<Link to={screenPath('withdrawals', { status: 'requested' })}>Process withdrawals</Link>}
              />
            </Col>
          )}
        </Row>
      </section>
      <WatcherHealth watchers={figures.data?.watchers ?? []} zone={zone} />
      <section aria-labelledby="overview-sale" className="ad-section">
        <Typography.Title level={2} id="overview-sale" className="ad-section-title">
          The sale
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title="Sales today"
              state={todayState}
              value={figures.data && formatUsd(figures.data.sales.usd)}
              note={
                figures.data &&
                zone &&
                `${plural(figures.data.sales.orders, 'order', 'orders')} approved since ${formatInZone(figures.data.sales.since, zone).slice(11, 16)} (${zone})`
              }
              action={<Link to={screenPath('transactions', { status: 'approved' })}>Approved orders</Link>}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title="Sales in total"
              state={settings}
              value={settings.data && formatUsd(settings.data.presale.raised)}
              note="Dollar value of every approved order."
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title="Buyers"
              state={buyers}
              value={buyers.data?.toLocaleString('en-US')}
              note="Registered accounts."
              action={<Link to={screenPath('users')}>All users</Link>}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <FigureCard
              title="Rates last updated"
              state={todayState}
              value={ratesUpdatedAt && zone ? formatInZone(ratesUpdatedAt, zone) : 'Not yet'}
              note={
                ratesUpdatedAt
                  ? `By 'Update Crypto Rates', in ${zone}.`
                  : 'No refresh from the price service has changed them: they are the rates set by hand or at setup.'
              }
              action={<Link to={screenPath('crypto')}>Crypto and rates</Link>}
            />
          </Col>
        </Row>
      </section>
    </>
  );
}

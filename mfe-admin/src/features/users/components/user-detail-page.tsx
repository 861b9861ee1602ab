import { ArrowLeftOutlined } from '@ant-design/icons';
import { ApiRequestError } from '@openpresale/shared';
import type { AdminUserDetail, LedgerEntry, Transaction } from '@openpresale/shared/schemas';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-table';
import { PageHeader } from '../../../components/page-header';
import { ShortValue } from '../../../components/short-value';
import { useAdminTimeZone } from '../../../api/settings';
import { useAdminErrorMessage } from '../../../lib/admin-api';
import { useMoney } from '../../../lib/money';
import { useT } from '../../../i18n';
import { screenPath } from '../../../lib/paths';
import { useInZone } from '../../../lib/use-in-zone';
import { useTransactions } from '../../../api/transactions';
import { StatusTag } from '../../../components/status-tag';
import { WithdrawalStatusTag } from '../../../components/withdrawal-status-tag';
import { useUserDetail } from '../api/users';
import { useListEmptyText } from '../../../components/list-empty-text';

type Withdrawal = AdminUserDetail['withdrawals'][number];
type Winning = AdminUserDetail['winnings'][number];

type T = ReturnType<typeof useT>;
type Money = ReturnType<typeof useMoney>;

/** The ledger's reference in words: 'transaction:12' → 'Order 12'. */
export function describeReference(t: T, reference: string): string {
  const [kind, id, extra] = reference.split(':');
  if (kind === 'transaction') return t('users.detail.reference.order', { id });
  if (kind === 'withdrawal')
    return extra === 'reversal' ? t('users.detail.reference.reversal', { id }) : t('users.detail.reference.withdrawal', { id });
  if (kind === 'audit') return t('users.detail.reference.audit', { id });
  if (kind === 'prize') return t('users.detail.reference.prize', { id });
  return reference;
}

/** '12.5 tokens' / '12,5 токена': the amount as the locale writes it, the word agreeing with it. */
function tokenAmount(t: T, money: Money, amount: number): string {
  return t('users.detail.tokens', { amount: money.tokens(amount), count: Math.abs(amount) });
}

function prizeAmount(t: T, money: Money, winning: Winning): string {
  if (winning.type === 'bonus_dep') return `${money.tokens(winning.amount)} %`;
  if (winning.type === 'add_to_balance') return tokenAmount(t, money, winning.amount);
  return '—';
}

const ORDERS_PAGE_SIZE = 10;

/** The buyer's orders: the admin transactions list filtered by their e-mail, paged on the server. */
function UserOrders({ email, zone }: { email: string; zone: string }) {
  const t = useT();
  const inZone = useInZone();
  const money = useMoney();
  const emptyText = useListEmptyText();
  const [page, setPage] = useState(1);
  const orders = useTransactions(page, ORDERS_PAGE_SIZE, { email, sort: 'created_at:desc' });
  const columns: ColumnsType<Transaction> = [
    {
      title: t('users.detail.column.status'),
      dataIndex: 'status',
      render: (status: Transaction['status']) => <StatusTag status={status} />,
    },
    {
      title: t('users.detail.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, row) => money.crypto(row.amount_to_transfer, row.crypto_to_transfer),
    },
    { title: t('users.detail.column.tokens'), dataIndex: 'amount_to_receive', align: 'right', render: (v: number) => money.tokens(v) },
    { title: t('users.detail.column.usd'), dataIndex: 'usd_value', align: 'right', render: (v: number) => money.usd(v) },
    { title: t('users.detail.column.created', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    { title: t('users.detail.column.id'), dataIndex: 'id' },
    {
      title: t('users.detail.column.orderToken'),
      dataIndex: 'order_token',
      render: (token: string, row) => <ShortValue value={token} label={t('users.detail.orderTokenOf', { id: row.id })} />,
    },
  ];
  return (
    <Card
      size="small"
      title={t('users.detail.orders')}
      extra={<Link to={screenPath('transactions', { email })}>{t('users.detail.openInTransactions')}</Link>}
    >
      <AdminTable<Transaction>
        label={t('users.detail.ordersLabel')}
        rowKey="id"
        columns={columns}
        dataSource={orders.data?.transactions ?? []}
        loading={orders.isFetching && !orders.isPending}
        locale={{
          emptyText: emptyText(orders, t('users.detail.ordersLoading'), t('users.detail.ordersEmpty')),
        }}
        pagination={{
          current: page,
          pageSize: ORDERS_PAGE_SIZE,
          total: orders.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}

/** Said above a list the server cut short: how many of how many it shows. */
function newestOf(shown: number, total: number, text: string) {
  return shown < total ? (
    <Typography.Paragraph type="secondary" className="ad-tight">
      {text}
    </Typography.Paragraph>
  ) : null;
}

function UserDetail({ detail, zone }: { detail: AdminUserDetail; zone: string }) {
  const { user, ledger, ledgerTotal, withdrawals, withdrawalsTotal, winnings } = detail;
  const t = useT();
  const inZone = useInZone();
  const money = useMoney();
  const ledgerColumns: ColumnsType<LedgerEntry> = [
    { title: t('users.detail.column.kind'), dataIndex: 'kind', render: (kind: LedgerEntry['kind']) => t(`users.detail.kind.${kind}`) },
    {
      title: t('users.detail.column.tokens'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (amount > 0 ? `+${money.tokens(amount)}` : money.tokens(amount)),
    },
    { title: t('users.detail.column.date', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    { title: t('users.detail.column.reason'), dataIndex: 'reference', render: (reference: string) => describeReference(t, reference) },
  ];
  const withdrawalColumns: ColumnsType<Withdrawal> = [
    {
      title: t('users.detail.column.status'),
      dataIndex: 'status',
      render: (status: Withdrawal['status']) => <WithdrawalStatusTag status={status} />,
    },
    { title: t('users.detail.column.tokens'), dataIndex: 'amount', align: 'right', render: (v: number) => money.tokens(v) },
    { title: t('users.detail.column.requested', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    { title: t('users.detail.column.id'), dataIndex: 'id' },
    {
      title: t('users.detail.column.address'),
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={t('users.detail.addressOf', { id: row.id })} />,
    },
    {
      title: t('users.detail.column.txHash'),
      dataIndex: 'tx_hash',
      render: (hash: string | null, row) => (hash ? <ShortValue value={hash} label={t('users.detail.txHashOf', { id: row.id })} /> : '—'),
    },
  ];
  const prizeColumns: ColumnsType<Winning> = [
    { title: t('users.detail.column.prize'), dataIndex: 'name' },
    { title: t('users.detail.column.amount'), key: 'amount', align: 'right', render: (_: unknown, row) => prizeAmount(t, money, row) },
    { title: t('users.detail.column.type'), dataIndex: 'type', render: (type: Winning['type']) => t(`users.detail.prizeType.${type}`) },
    { title: t('users.detail.column.won', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card size="small" title={t('users.detail.account')}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'email',
                label: t('users.detail.email'),
                children: (
                  <Typography.Text copyable={{ tooltips: [t('users.detail.copyEmail'), t('common.copied')] }}>{user.email}</Typography.Text>
                ),
              },
              { key: 'phone', label: t('users.detail.phone'), children: user.phone_number || '—' },
              {
                key: 'payout',
                label: t('users.detail.payoutAddress'),
                children: user.payout_address ? (
                  <ShortValue value={user.payout_address} label={t('users.detail.payoutAddressLabel')} />
                ) : (
                  t('users.detail.notSet')
                ),
              },
              { key: 'balance', label: t('users.detail.balance'), children: tokenAmount(t, money, user.balance) },
              { key: 'bonus', label: t('users.detail.bonus'), children: tokenAmount(t, money, user.bonusTokens) },
              { key: 'deposit', label: t('users.detail.deposits'), children: money.usd(user.deposit) },
              { key: 'level', label: t('users.detail.level'), children: <Tag>{user.level}</Tag> },
              { key: 'registered', label: t('users.detail.registered', { zone }), children: inZone(user.created_at, zone) },
              { key: 'id', label: t('users.detail.userId'), children: user.id },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <UserOrders email={user.email} zone={zone} />
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('users.detail.withdrawals')}>
          {newestOf(
            withdrawals.length,
            withdrawalsTotal,
            t('users.detail.newestRequests', { shown: withdrawals.length, total: withdrawalsTotal }),
          )}
          <AdminTable<Withdrawal>
            label={t('users.detail.withdrawalsLabel')}
            rowKey="id"
            columns={withdrawalColumns}
            dataSource={withdrawals}
            locale={{ emptyText: t('users.detail.withdrawalsEmpty') }}
            pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('users.detail.ledger')}>
          <Typography.Paragraph type="secondary" className="ad-tight">
            {t('users.detail.ledgerNote', { amount: money.tokens(user.balance), count: Math.abs(user.balance) })}
          </Typography.Paragraph>
          {newestOf(ledger.length, ledgerTotal, t('users.detail.newestEntries', { shown: ledger.length, total: ledgerTotal }))}
          <AdminTable<LedgerEntry>
            label={t('users.detail.ledgerLabel')}
            rowKey="id"
            columns={ledgerColumns}
            dataSource={ledger}
            locale={{ emptyText: t('users.detail.ledgerEmpty') }}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('users.detail.prizes')}>
          <AdminTable<Winning>
            label={t('users.detail.prizesLabel')}
            rowKey="id"
            columns={prizeColumns}
            dataSource={winnings}
            locale={{ emptyText: t('users.detail.prizesEmpty') }}
            pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /admin/dashboard/users/:id — everything about one buyer, reached from the Users table. */
export function UserDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const valid = /^\d+$/.test(params.id ?? '') && id > 0;
  const detail = useUserDetail(valid ? id : 0);
  const zone = useAdminTimeZone();
  const t = useT();
  const describe = useAdminErrorMessage();
  const back = (
    <Link to={screenPath('users')}>
      <ArrowLeftOutlined aria-hidden /> {t('users.detail.allUsers')}
    </Link>
  );
  const notFound = !valid || (detail.error instanceof ApiRequestError && detail.error.status === 404);

  if (notFound) {
    return (
      <>
        <PageHeader title={t('users.detail.notFound')} extra={back} />
        <Result
          status="404"
          title={t('users.detail.noSuchUser')}
          extra={
            <Button type="primary" onClick={() => navigate(screenPath('users'))}>
              {t('users.detail.backToUsers')}
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={detail.data ? detail.data.user.name : t('users.detail.user')} description={detail.data?.user.email} extra={back} />
      {detail.isPending ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : detail.isError ? (
        <Result status="error" title={t('users.detail.loadFailed')} subTitle={describe(detail.error)} />
      ) : (
        <UserDetail detail={detail.data} zone={zone} />
      )}
    </>
  );
}

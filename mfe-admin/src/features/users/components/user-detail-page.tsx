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
import { errorMessage } from '../../../lib/admin-api';
import { formatCrypto, formatTokens, formatUsd } from '../../../lib/money';
import { screenPath } from '../../../lib/paths';
import { formatInZone } from '../../../lib/time-zone';
import { useTransactions } from '../../../api/transactions';
import { StatusTag } from '../../../components/status-tag';
import { WithdrawalStatusTag } from '../../../components/withdrawal-status-tag';
import { useUserDetail } from '../api/users';
import { listEmptyText } from '../../../components/list-empty-text';

type Withdrawal = AdminUserDetail['withdrawals'][number];
type Winning = AdminUserDetail['winnings'][number];

const kindLabels: Record<LedgerEntry['kind'], string> = {
  purchase: 'Purchase',
  bonus: 'Bonus',
  admin_credit: 'Credit by an administrator',
  prize: 'Prize',
  withdrawal: 'Withdrawal',
};

/** The ledger's reference in words: 'transaction:12' → 'Order 12'. */
export function describeReference(reference: string): string {
  const [kind, id, extra] = reference.split(':');
  if (kind === 'transaction') return `Order ${id}`;
  if (kind === 'withdrawal') return extra === 'reversal' ? `Withdrawal ${id} rejected: tokens returned` : `Withdrawal request ${id}`;
  if (kind === 'audit') return `Audit entry ${id}`;
  if (kind === 'prize') return `Prize won (${id})`;
  return reference;
}

const prizeTypeLabels: Record<Winning['type'], string> = {
  bonus_dep: 'Deposit bonus',
  add_to_balance: 'Tokens',
  material: 'Material prize',
};

function prizeAmount(winning: Winning): string {
  if (winning.type === 'bonus_dep') return `${formatTokens(winning.amount)} %`;
  if (winning.type === 'add_to_balance') return `${formatTokens(winning.amount)} tokens`;
  return '—';
}

const ORDERS_PAGE_SIZE = 10;

/** The buyer's orders: the admin transactions list filtered by their e-mail, paged on the server. */
function UserOrders({ email, zone }: { email: string; zone: string }) {
  const [page, setPage] = useState(1);
  const orders = useTransactions(page, ORDERS_PAGE_SIZE, { email, sort: 'created_at:desc' });
  const columns: ColumnsType<Transaction> = [
    { title: 'Status', dataIndex: 'status', render: (status: Transaction['status']) => <StatusTag status={status} /> },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, row) => formatCrypto(row.amount_to_transfer, row.crypto_to_transfer),
    },
    { title: 'Tokens', dataIndex: 'amount_to_receive', align: 'right', render: formatTokens },
    { title: 'USD', dataIndex: 'usd_value', align: 'right', render: formatUsd },
    { title: `Created (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    { title: 'ID', dataIndex: 'id' },
    {
      title: 'Order token',
      dataIndex: 'order_token',
      render: (token: string, row) => <ShortValue value={token} label={`order token of order ${row.id}`} />,
    },
  ];
  return (
    <Card size="small" title="Orders" extra={<Link to={screenPath('transactions', { email })}>Open in Transactions</Link>}>
      <AdminTable<Transaction>
        label="Orders of this buyer"
        rowKey="id"
        columns={columns}
        dataSource={orders.data?.transactions ?? []}
        loading={orders.isFetching && !orders.isPending}
        locale={{
          emptyText: listEmptyText(orders, 'Loading orders...', 'No orders.'),
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

function newestOf(shown: number, total: number, what: string) {
  return shown < total ? (
    <Typography.Paragraph type="secondary" className="ad-tight">
      The newest {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {what}.
    </Typography.Paragraph>
  ) : null;
}

function UserDetail({ detail, zone }: { detail: AdminUserDetail; zone: string }) {
  const { user, ledger, ledgerTotal, withdrawals, withdrawalsTotal, winnings } = detail;
  const ledgerColumns: ColumnsType<LedgerEntry> = [
    { title: 'Kind', dataIndex: 'kind', render: (kind: LedgerEntry['kind']) => kindLabels[kind] },
    {
      title: 'Tokens',
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (amount > 0 ? `+${formatTokens(amount)}` : formatTokens(amount)),
    },
    { title: `Date (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    { title: 'Reason', dataIndex: 'reference', render: describeReference },
  ];
  const withdrawalColumns: ColumnsType<Withdrawal> = [
    { title: 'Status', dataIndex: 'status', render: (status: Withdrawal['status']) => <WithdrawalStatusTag status={status} /> },
    { title: 'Tokens', dataIndex: 'amount', align: 'right', render: formatTokens },
    { title: `Requested (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    { title: 'ID', dataIndex: 'id' },
    {
      title: 'Address',
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={`address of withdrawal ${row.id}`} />,
    },
    {
      title: 'Transaction hash',
      dataIndex: 'tx_hash',
      render: (hash: string | null, row) => (hash ? <ShortValue value={hash} label={`transaction hash of withdrawal ${row.id}`} /> : '—'),
    },
  ];
  const prizeColumns: ColumnsType<Winning> = [
    { title: 'Prize', dataIndex: 'name' },
    { title: 'Amount', key: 'amount', align: 'right', render: (_: unknown, row) => prizeAmount(row) },
    { title: 'Type', dataIndex: 'type', render: (type: Winning['type']) => prizeTypeLabels[type] },
    { title: `Won (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card size="small" title="Account">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'email',
                label: 'Email',
                children: <Typography.Text copyable={{ tooltips: ['Copy email', 'Copied'] }}>{user.email}</Typography.Text>,
              },
              { key: 'phone', label: 'Phone', children: user.phone_number || '—' },
              {
                key: 'payout',
                label: 'Payout address',
                children: user.payout_address ? <ShortValue value={user.payout_address} label="payout address" /> : 'Not set',
              },
              { key: 'balance', label: 'Balance', children: `${formatTokens(user.balance)} tokens` },
              { key: 'bonus', label: 'Of which bonus', children: `${formatTokens(user.bonusTokens)} tokens` },
              { key: 'deposit', label: 'Approved deposits', children: formatUsd(user.deposit) },
              { key: 'level', label: 'Level', children: <Tag>{user.level}</Tag> },
              { key: 'registered', label: `Registered (${zone})`, children: formatInZone(user.created_at, zone) },
              { key: 'id', label: 'User ID', children: user.id },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <UserOrders email={user.email} zone={zone} />
      </Col>
      <Col xs={24}>
        <Card size="small" title="Withdrawals">
          {newestOf(withdrawals.length, withdrawalsTotal, 'requests')}
          <AdminTable<Withdrawal>
            label="Withdrawal requests of this buyer"
            rowKey="id"
            columns={withdrawalColumns}
            dataSource={withdrawals}
            locale={{ emptyText: 'No withdrawal requests.' }}
            pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title="Ledger">
          <Typography.Paragraph type="secondary" className="ad-tight">
            Every change of the balance, newest first; together they make the balance of {formatTokens(user.balance)} tokens.
          </Typography.Paragraph>
          {newestOf(ledger.length, ledgerTotal, 'entries')}
          <AdminTable<LedgerEntry>
            label="Ledger entries of this buyer"
            rowKey="id"
            columns={ledgerColumns}
            dataSource={ledger}
            locale={{ emptyText: 'No ledger entries: the balance has never changed.' }}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title="Prizes won">
          <AdminTable<Winning>
            label="Prizes won by this buyer"
            rowKey="id"
            columns={prizeColumns}
            dataSource={winnings}
            locale={{ emptyText: 'No prizes won.' }}
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
  const back = (
    <Link to={screenPath('users')}>
      <ArrowLeftOutlined aria-hidden /> All users
    </Link>
  );
  const notFound = !valid || (detail.error instanceof ApiRequestError && detail.error.status === 404);

  if (notFound) {
    return (
      <>
        <PageHeader title="User not found" extra={back} />
        <Result
          status="404"
          title="No user has this number."
          extra={
            <Button type="primary" onClick={() => navigate(screenPath('users'))}>
              Back to users
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={detail.data ? detail.data.user.name : 'User'} description={detail.data?.user.email} extra={back} />
      {detail.isPending ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : detail.isError ? (
        <Result status="error" title="This user could not be loaded." subTitle={errorMessage(detail.error)} />
      ) : (
        <UserDetail detail={detail.data} zone={zone} />
      )}
    </>
  );
}

import { errorMessage } from '@openpresale/shared';
import { networkLabel } from '@openpresale/shared/domain';
import type { ReviewReason, Transaction } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { overviewKey } from '../../../api/overview';
import { transactionsKey } from '../../../api/transactions';
import { useReviewQueue } from '../../../api/review';
import { PageHeader } from '../../../components/page-header';
import { useAdminApi } from '../../../lib/admin-api';
import { useCan } from '../../../lib/admin-self';
import { PaymentWindowCard } from './payment-window-card';

const REASONS: Record<ReviewReason, string> = {
  underpaid: 'Underpaid',
  overpaid: 'Overpaid',
  late: 'Paid after the deadline',
  wrong_asset: 'Wrong token or network',
  reused_tx: 'Transaction already used',
  cancelled: 'Paid after cancelling',
};

/** Credit at the locked rate makes sense only when the asked-for asset arrived. */
const creditable = (order: Transaction) => order.review_reason !== 'wrong_asset' && order.review_reason !== 'reused_tx';

function Evidence({ order }: { order: Transaction }) {
  return (
    <div className="ad-evidence">
      <span>
        {networkLabel(order.network)} · <code>{order.address}</code>
      </span>
      {(order.payments ?? []).map((p) => (
        <span key={`${p.tx_hash}:${p.output_index}`}>
          {p.amount_exact} {p.asset === 'native' || p.asset === order.token_contract ? order.crypto_to_transfer : `of ${p.asset}`} ·{' '}
          {p.block_number === null ? 'not in a block' : `block ${p.block_number}, ${p.confirmations} confirmations`} ·{' '}
          {p.explorer_url ? (
            <a href={p.explorer_url} target="_blank" rel="noreferrer noopener">
              <code>{p.tx_hash}</code>
            </a>
          ) : (
            <code>{p.tx_hash}</code>
          )}
          {p.status === 'orphaned' && <Tag className="ad-status ad-status-muted">dropped</Tag>}
        </span>
      ))}
      {order.payer_tx_hash && (
        <span>
          Buyer named <code>{order.payer_tx_hash}</code>
        </span>
      )}
    </div>
  );
}

/**
 * Orders the watcher could not credit as they are. The administrator credits what arrived at the
 * order's locked rate, or rejects with the reason the buyer reads on the order page.
 */
export function ReviewPage() {
  const api = useAdminApi();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useReviewQueue();
  // support reads the queue; owners and operators decide
  const canResolve = useCan('payments.resolve');
  const canSetDeadline = useCan('settings.write');

  async function resolve(order: Transaction, action: 'credit' | 'reject', reason?: string) {
    try {
      await api.put('payments.php', { body: { id: order.id, action, ...(reason ? { reason } : {}) } });
      void message.success(
        action === 'credit'
          ? `Order ${order.id}: ${order.received_exact} ${order.crypto_to_transfer} credited.`
          : `Order ${order.id} rejected.`,
      );
      void queryClient.invalidateQueries({ queryKey: transactionsKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  }

  function confirmCredit(order: Transaction) {
    modal.confirm({
      title: `Credit order ${order.id} with what arrived?`,
      content: (
        <p>
          {order.received_exact} {order.crypto_to_transfer} arrived of {order.amount_exact} asked. The buyer {order.email} is credited the
          tokens for {order.received_exact} {order.crypto_to_transfer} at the order's rate and bonus.
        </p>
      ),
      okText: 'Credit received amount',
      cancelText: 'Cancel',
      onOk: () => resolve(order, 'credit'),
    });
  }

  function confirmReject(order: Transaction) {
    let reason = '';
    // Reject stays disabled until there is a reason: the buyer is always told why
    const dialog = modal.confirm({
      title: `Reject order ${order.id}?`,
      content: (
        <>
          <p>{order.email} reads this reason on the order page and in an e-mail.</p>
          <Input.TextArea
            aria-label="Reason told to the buyer"
            placeholder="For example: the payment came on another network; we return it to the sending address."
            maxLength={500}
            rows={3}
            onChange={(event) => {
              reason = event.target.value;
              dialog.update({ okButtonProps: { danger: true, disabled: !reason.trim() } });
            }}
          />
        </>
      ),
      okText: 'Reject',
      okButtonProps: { danger: true, disabled: true },
      cancelText: 'Cancel',
      onOk: () => resolve(order, 'reject', reason.trim()),
    });
  }

  const columns: TableColumnsType<Transaction> = [
    { title: 'Order', dataIndex: 'id', width: 80 },
    {
      title: 'Reason',
      dataIndex: 'review_reason',
      render: (reason: ReviewReason | null) => <Tag className="ad-status ad-status-danger">{reason ? REASONS[reason] : '—'}</Tag>,
    },
    { title: 'Buyer', dataIndex: 'email' },
    {
      title: 'Expected / received',
      render: (_, order) => (
        <span>
          {order.amount_exact} / <strong>{order.received_exact ?? '0'}</strong> {order.crypto_to_transfer}
        </span>
      ),
    },
    { title: 'Evidence', width: 340, render: (_, order) => <Evidence order={order} /> },
  ];
  if (canResolve)
    columns.push({
      title: 'Decision',
      width: 220,
      render: (_, order) => (
        <Space direction="vertical">
          <Button type="primary" disabled={!creditable(order)} onClick={() => confirmCredit(order)}>
            Credit received amount
          </Button>
          <Button danger onClick={() => confirmReject(order)}>
            Reject
          </Button>
        </Space>
      ),
    });

  return (
    <>
      <PageHeader
        title="Payment review"
        description="Payments the chain watcher could not credit as they are: underpaid, overpaid, late, in another token or network, or a transaction already used."
      />
      <Card size="small">
        {queue.isError ? (
          <Typography.Text type="danger">Could not load the review queue: {errorMessage(queue.error)}</Typography.Text>
        ) : (
          <Table<Transaction>
            rowKey="id"
            size="middle"
            loading={queue.isLoading}
            columns={columns}
            dataSource={queue.data?.transactions ?? []}
            pagination={false}
            scroll={{ x: 960 }}
            locale={{ emptyText: <Empty description="No payment waits for review." /> }}
          />
        )}
      </Card>
      {canSetDeadline && (
        <div className="ad-review-deadline">
          <PaymentWindowCard />
        </div>
      )}
    </>
  );
}

import { useErrorMessage, useI18n, useNetworkLabel } from '@openpresale/shared';
import type { ReviewReason, Transaction } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { overviewKey } from '../../../api/overview';
import { transactionsKey } from '../../../api/transactions';
import { useReviewQueue } from '../../../api/review';
import { PageHeader } from '../../../components/page-header';
import { useAdminApi } from '../../../lib/admin-api';
import { useT } from '../../../i18n';
import { useCan } from '../../../lib/admin-self';
import { PaymentWindowCard } from './payment-window-card';

/** Credit at the locked rate makes sense only when the asked-for asset arrived. */
const creditable = (order: Transaction) => order.review_reason !== 'wrong_asset' && order.review_reason !== 'reused_tx';

function Evidence({ order }: { order: Transaction }) {
  const t = useT();
  const networkLabel = useNetworkLabel();
  const { format } = useI18n();
  return (
    <div className="ad-evidence">
      <span>
        {networkLabel(order.network)} · <code>{order.address}</code>
      </span>
      {(order.payments ?? []).map((p) => (
        <span key={`${p.tx_hash}:${p.output_index}`}>
          {format.decimal(p.amount_exact)}{' '}
          {p.asset === 'native' || p.asset === order.token_contract
            ? order.crypto_to_transfer
            : t('review.evidence.ofAsset', { asset: p.asset })}{' '}
          ·{' '}
          {p.block_number === null
            ? t('review.evidence.notInBlock')
            : t('review.evidence.block', { block: p.block_number, confirmations: p.confirmations })}{' '}
          ·{' '}
          {p.explorer_url ? (
            <a href={p.explorer_url} target="_blank" rel="noreferrer noopener">
              <code>{p.tx_hash}</code>
            </a>
          ) : (
            <code>{p.tx_hash}</code>
          )}
          {p.status === 'orphaned' && <Tag className="ad-status ad-status-muted">{t('review.evidence.dropped')}</Tag>}
        </span>
      ))}
      {order.payer_tx_hash && (
        <span>
          {t('review.evidence.buyerNamed')} <code>{order.payer_tx_hash}</code>
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
  const t = useT();
  const { format } = useI18n();
  // the site's own words for a request without an answer, as this screen always said
  const describe = useErrorMessage();
  const exact = (value: string | null | undefined) => format.decimal(value ?? '0');
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
          ? t('review.credited', { id: order.id, amount: exact(order.received_exact), code: order.crypto_to_transfer })
          : t('review.rejected', { id: order.id }),
      );
      void queryClient.invalidateQueries({ queryKey: transactionsKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
    } catch (error) {
      void message.error(describe(error));
    }
  }

  function confirmCredit(order: Transaction) {
    modal.confirm({
      title: t('review.confirmCredit.title', { id: order.id }),
      content: (
        <p>
          {t('review.confirmCredit.content', {
            received: exact(order.received_exact),
            code: order.crypto_to_transfer,
            asked: exact(order.amount_exact),
            email: order.email,
          })}
        </p>
      ),
      okText: t('review.credit'),
      cancelText: t('review.cancel'),
      onOk: () => resolve(order, 'credit'),
    });
  }

  function confirmReject(order: Transaction) {
    let reason = '';
    // Reject stays disabled until there is a reason: the buyer is always told why
    const dialog = modal.confirm({
      title: t('review.confirmReject.title', { id: order.id }),
      content: (
        <>
          <p>{t('review.confirmReject.content', { email: order.email })}</p>
          <Input.TextArea
            aria-label={t('review.confirmReject.reason')}
            placeholder={t('review.confirmReject.placeholder')}
            maxLength={500}
            rows={3}
            onChange={(event) => {
              reason = event.target.value;
              dialog.update({ okButtonProps: { danger: true, disabled: !reason.trim() } });
            }}
          />
        </>
      ),
      okText: t('review.reject'),
      okButtonProps: { danger: true, disabled: true },
      cancelText: t('review.cancel'),
      onOk: () => resolve(order, 'reject', reason.trim()),
    });
  }

  const columns: TableColumnsType<Transaction> = [
    { title: t('review.column.order'), dataIndex: 'id', width: 80 },
    {
      title: t('review.column.reason'),
      dataIndex: 'review_reason',
      render: (reason: ReviewReason | null) => (
        <Tag className="ad-status ad-status-danger">{reason ? t(`review.reason.${reason}`) : '—'}</Tag>
      ),
    },
    { title: t('review.column.buyer'), dataIndex: 'email' },
    {
      title: t('review.column.amounts'),
      render: (_, order) => (
        <span>
          {exact(order.amount_exact)} / <strong>{exact(order.received_exact)}</strong> {order.crypto_to_transfer}
        </span>
      ),
    },
    { title: t('review.column.evidence'), width: 340, render: (_, order) => <Evidence order={order} /> },
  ];
  if (canResolve)
    columns.push({
      title: t('review.column.decision'),
      width: 220,
      render: (_, order) => (
        <Space direction="vertical">
          <Button type="primary" disabled={!creditable(order)} onClick={() => confirmCredit(order)}>
            {t('review.credit')}
          </Button>
          <Button danger onClick={() => confirmReject(order)}>
            {t('review.reject')}
          </Button>
        </Space>
      ),
    });

  return (
    <>
      <PageHeader title={t('review.title')} description={t('review.description')} />
      <Card size="small">
        {queue.isError ? (
          <Typography.Text type="danger">{t('review.loadFailed', { message: describe(queue.error) })}</Typography.Text>
        ) : (
          <Table<Transaction>
            rowKey="id"
            size="middle"
            loading={queue.isLoading}
            columns={columns}
            dataSource={queue.data?.transactions ?? []}
            pagination={false}
            scroll={{ x: 960 }}
            locale={{ emptyText: <Empty description={t('review.empty')} /> }}
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

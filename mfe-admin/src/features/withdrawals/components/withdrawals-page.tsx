import { MoreOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { WITHDRAWAL_STATUSES } from '@openpresale/shared/schemas';
import { App, Button, Card, Dropdown, Form, Input, Modal, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { useMoney } from '../../../lib/money';
import { useT } from '../../../i18n';
import { userPath } from '../../../lib/paths';
import { useAdminApi, useAdminErrorMessage } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { useInZone } from '../../../lib/use-in-zone';
import { PageHeader } from '../../../components/page-header';
import { useAdminTimeZone } from '../../../api/settings';
import { withdrawalsKey } from '../../../api/admin-keys';
import { useWithdrawals, type Withdrawal } from '../api/withdrawals';
import { WithdrawalStatusTag } from '../../../components/withdrawal-status-tag';
import { useCan } from '../../../lib/admin-self';
import { useListEmptyText } from '../../../components/list-empty-text';

export function WithdrawalsPage() {
  const canProcess = useCan('withdrawals.write');
  const host = useHost();
  const t = useT();
  const money = useMoney();
  const describe = useAdminErrorMessage();
  const emptyText = useListEmptyText();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
  const inZone = useInZone();
  const paging = usePersistentPaging('withdrawals', 10);
  // ?status=requested comes from the Overview's 'Process withdrawals' link and survives a reload
  const [searchParams, setSearchParams] = useSearchParams();
  const status = WITHDRAWAL_STATUSES.find((s) => s === searchParams.get('status'));
  const changeStatus = (next: Withdrawal['status'] | undefined) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      },
      { replace: true },
    );
    paging.setPageIndex(0);
  };
  const list = useWithdrawals(paging.pageIndex + 1, paging.pageSize, status);
  const serverPaged = list.data?.total !== undefined;
  useClampPage(paging, list.data ? (list.data.total ?? list.data.withdrawals.length) : undefined);
  const [sending, setSending] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ txHash: string }>();

  async function process(row: Withdrawal, body: { status: 'sent'; txHash: string } | { status: 'rejected' }) {
    try {
      await api.put('withdrawals.php', { body: { id: row.id, ...body } });
      host.notify({
        kind: 'success',
        title: body.status === 'sent' ? t('withdrawals.sent', { id: row.id }) : t('withdrawals.rejected', { id: row.id }),
      });
      await queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      return true;
    } catch (error) {
      host.notify({ kind: 'error', title: t('withdrawals.updateFailed', { message: describe(error) }) });
      return false;
    }
  }

  function confirmReject(row: Withdrawal) {
    modal.confirm({
      title: t('withdrawals.confirmReject.title', { id: row.id }),
      content: t('withdrawals.confirmReject.content', {
        email: row.email,
        amount: money.tokens(row.amount),
        count: row.amount,
        address: row.address,
      }),
      okText: t('withdrawals.confirmReject.ok'),
      okButtonProps: { danger: true },
      cancelText: t('withdrawals.cancel'),
      onOk: () => process(row, { status: 'rejected' }),
    });
  }

  const columns: ColumnsType<Withdrawal> = [
    { title: t('withdrawals.column.status'), dataIndex: 'status', render: (s: Withdrawal['status']) => <WithdrawalStatusTag status={s} /> },
    { title: t('withdrawals.column.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => money.tokens(v) },
    { title: t('withdrawals.column.requested', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    {
      title: t('withdrawals.column.user'),
      dataIndex: 'email',
      render: (email: string, row) => (
        <Link to={userPath(row.user_id)} className="ad-cell-email" title={email}>
          {email}
        </Link>
      ),
    },
    { title: t('withdrawals.column.id'), dataIndex: 'id' },
    {
      title: t('withdrawals.column.address'),
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={t('withdrawals.addressOf', { id: row.id })} />,
    },
    {
      title: t('withdrawals.column.txHash'),
      dataIndex: 'tx_hash',
      render: (hash: string | null, row) => (hash ? <ShortValue value={hash} label={t('withdrawals.txHashOf', { id: row.id })} /> : '—'),
    },
    {
      title: <span className="visually-hidden">{t('withdrawals.column.actions')}</span>,
      key: 'actions',
      width: 56,
      render: (_: unknown, row) =>
        row.status === 'requested' && canProcess ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'sent', label: t('withdrawals.markSent'), onClick: () => setSending(row) },
                { key: 'reject', label: t('withdrawals.reject'), danger: true, onClick: () => confirmReject(row) },
              ],
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('withdrawals.actionsFor', { id: row.id })} />
          </Dropdown>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />
      <Card size="small">
        <div className="ad-toolbar">
          <Select<string>
            aria-label={t('withdrawals.filterStatus')}
            className="ad-status-filter"
            value={status ?? 'all'}
            onChange={(value) => changeStatus(value === 'all' ? undefined : (value as Withdrawal['status']))}
            options={[
              { value: 'all', label: t('withdrawals.allStatuses') },
              ...WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`withdrawals.status.${value}`) })),
            ]}
          />
        </div>
        <AdminTable<Withdrawal>
          label={t('withdrawals.label')}
          rowKey="id"
          columns={columns}
          dataSource={list.data?.withdrawals ?? []}
          loading={list.isFetching && !list.isPending}
          className="ad-nowrap-table"
          locale={{
            emptyText: emptyText(list, t('withdrawals.loading'), t('withdrawals.empty')),
          }}
          pagination={{
            current: paging.pageIndex + 1,
            pageSize: paging.pageSize,
            // Without a total the API answered every row: antd pages them itself.
            ...(serverPaged ? { total: list.data?.total } : {}),
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (page, pageSize) => {
              if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
              else paging.setPageIndex(page - 1);
            },
          }}
        />
      </Card>
      <Modal
        open={sending !== null}
        title={sending ? t('withdrawals.markSent.title', { id: sending.id }) : ''}
        okText={t('withdrawals.markSent')}
        cancelText={t('withdrawals.cancel')}
        confirmLoading={busy}
        onCancel={() => setSending(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        forceRender
      >
        {sending && (
          <Typography.Paragraph>
            {t('withdrawals.markSent.before', { amount: money.tokens(sending.amount), count: sending.amount })}{' '}
            <span className="ad-mono">{sending.address}</span>
            {t('withdrawals.markSent.after')}
          </Typography.Paragraph>
        )}
        <Form<{ txHash: string }>
          name="mark-sent"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={async ({ txHash }) => {
            if (!sending) return;
            setBusy(true);
            const ok = await process(sending, { status: 'sent', txHash: txHash.trim() });
            setBusy(false);
            if (ok) {
              setSending(null);
              form.resetFields();
            }
          }}
        >
          <Form.Item
            label={t('withdrawals.markSent.hash')}
            name="txHash"
            rules={[
              { required: true, whitespace: true, message: t('withdrawals.markSent.hashRequired') },
              { pattern: /^\s*[A-Za-z0-9]{10,200}\s*$/, message: t('withdrawals.markSent.hashInvalid') },
            ]}
          >
            <Input className="ad-mono" spellCheck={false} placeholder={t('withdrawals.markSent.hashPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

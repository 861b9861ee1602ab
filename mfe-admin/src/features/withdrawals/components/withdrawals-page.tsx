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
import { formatTokens } from '../../../lib/money';
import { userPath } from '../../../lib/paths';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { PageHeader } from '../../../components/page-header';
import { useAdminTimeZone } from '../../../api/settings';
import { withdrawalsKey } from '../../../api/admin-keys';
import { useWithdrawals, type Withdrawal } from '../api/withdrawals';
import { WithdrawalStatusTag } from '../../../components/withdrawal-status-tag';
import { useCan } from '../../../lib/admin-self';
import { listEmptyText } from '../../../components/list-empty-text';

export function WithdrawalsPage() {
  const canProcess = useCan('withdrawals.write');
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
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
        title: body.status === 'sent' ? `Withdrawal ${row.id} marked as sent` : `Withdrawal ${row.id} rejected`,
      });
      await queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      return true;
    } catch (error) {
      host.notify({ kind: 'error', title: `Could not update the withdrawal: ${errorMessage(error)}` });
      return false;
    }
  }

  function confirmReject(row: Withdrawal) {
    modal.confirm({
      title: `Reject withdrawal ${row.id}?`,
      content: `${row.email} asked for ${row.amount} tokens to ${row.address}.`,
      okText: 'Reject',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => process(row, { status: 'rejected' }),
    });
  }

  const columns: ColumnsType<Withdrawal> = [
    { title: 'Status', dataIndex: 'status', render: (s: Withdrawal['status']) => <WithdrawalStatusTag status={s} /> },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: formatTokens },
    { title: `Requested (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    {
      title: 'User',
      dataIndex: 'email',
      render: (email: string, row) => (
        <Link to={userPath(row.user_id)} className="ad-cell-email" title={email}>
          {email}
        </Link>
      ),
    },
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
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 56,
      render: (_: unknown, row) =>
        row.status === 'requested' && canProcess ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'sent', label: 'Mark as sent', onClick: () => setSending(row) },
                { key: 'reject', label: 'Reject', danger: true, onClick: () => confirmReject(row) },
              ],
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for withdrawal ${row.id}`} />
          </Dropdown>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title="Withdrawals" description="Token delivery requests from buyers' token hub." />
      <Card size="small">
        <div className="ad-toolbar">
          <Select<string>
            aria-label="Filter by status"
            className="ad-status-filter"
            value={status ?? 'all'}
            onChange={(value) => changeStatus(value === 'all' ? undefined : (value as Withdrawal['status']))}
            options={[
              { value: 'all', label: 'All statuses' },
              { value: 'requested', label: 'Requested' },
              { value: 'sent', label: 'Sent' },
              { value: 'rejected', label: 'Rejected' },
            ]}
          />
        </div>
        <AdminTable<Withdrawal>
          label="Withdrawal requests"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.withdrawals ?? []}
          loading={list.isFetching && !list.isPending}
          className="ad-nowrap-table"
          locale={{
            emptyText: listEmptyText(list, 'Loading withdrawals...', 'No withdrawal requests.'),
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
        title={sending ? `Mark withdrawal ${sending.id} as sent` : ''}
        okText="Mark as sent"
        cancelText="Cancel"
        confirmLoading={busy}
        onCancel={() => setSending(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        forceRender
      >
        {sending && (
          <Typography.Paragraph>
            Send {sending.amount} tokens to <span className="ad-mono">{sending.address}</span>, then enter the on-chain transaction hash.
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
            label="Transaction hash"
            name="txHash"
            rules={[
              { required: true, whitespace: true, message: 'Enter the transaction hash.' },
              { pattern: /^\s*[A-Za-z0-9]{10,200}\s*$/, message: 'A transaction hash has at least 10 letters or digits.' },
            ]}
          >
            <Input className="ad-mono" spellCheck={false} placeholder="0x…" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

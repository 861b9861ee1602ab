import { MoreOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { PageHeader } from '../../../components/page-header';
import { useAdminTimeZone } from '../../../api/settings';
import { useWithdrawals, withdrawalsKey, type Withdrawal } from '../api/withdrawals';

const statusColor = { requested: 'gold', sent: 'green', rejected: 'red' } as const;

export function WithdrawalsPage() {
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('withdrawals', 10);
  const list = useWithdrawals(paging.pageIndex + 1, paging.pageSize);
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
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: 'User', dataIndex: 'email' },
    {
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 6 }),
    },
    {
      title: 'Address',
      dataIndex: 'address',
      render: (address: string) => (
        <Typography.Text className="ad-mono" ellipsis={{ tooltip: address }} copyable={{ text: address }}>
          {address}
        </Typography.Text>
      ),
    },
    { title: 'Status', dataIndex: 'status', render: (s: Withdrawal['status']) => <Tag color={statusColor[s]}>{s}</Tag> },
    {
      title: 'Transaction hash',
      dataIndex: 'tx_hash',
      render: (hash: string | null) =>
        hash ? (
          <Typography.Text className="ad-mono" ellipsis={{ tooltip: hash }}>
            {hash}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: `Requested (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 56,
      render: (_: unknown, row) =>
        row.status === 'requested' ? (
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
        <Table<Withdrawal>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.withdrawals ?? []}
          loading={list.isFetching && !list.isPending}
          scroll={{ x: 960 }}
          locale={{
            emptyText: list.isPending
              ? 'Loading withdrawals...'
              : list.isError
                ? `Error: ${errorMessage(list.error)}`
                : 'No withdrawal requests.',
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

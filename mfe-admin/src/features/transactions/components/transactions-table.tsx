import { DownloadOutlined, MoreOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { downloadText, toCsv } from '../../../lib/csv';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { fetchAllTransactions, transactionsKey, useTransactions, type Transaction, type TransactionFilter } from '../api/transactions';
import { StatusTag } from './status-tag';

const SORTABLE = new Set(['id', 'created_at', 'updated_at', 'amount_to_receive', 'amount_to_transfer', 'status', 'email']);
const CSV_COLUMNS = [
  'id',
  'order_token',
  'amount_to_transfer',
  'crypto_to_transfer',
  'address',
  'email',
  'amount_to_receive',
  'bonus',
  'usd_value',
  'status',
  'created_at',
  'updated_at',
] as const;

function amount(value: number) {
  return value.toLocaleString('en-US', { maximumFractionDigits: 8 });
}

export function TransactionsTable() {
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('transactions', 10);
  const [filter, setFilter] = useState<TransactionFilter>({ sort: 'created_at:desc' });
  const [exporting, setExporting] = useState(false);
  const list = useTransactions(paging.pageIndex + 1, paging.pageSize, filter);
  useClampPage(paging, list.data?.total);

  const changeFilter = (patch: Partial<TransactionFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    paging.setPageIndex(0);
  };

  async function setStatus(row: Transaction, status: 'approved' | 'rejected') {
    try {
      await api.put('transactions.php', { body: { id: row.id, status } });
      host.notify({
        kind: 'success',
        title: status === 'approved' ? `Transaction ${row.id} approved` : `Transaction ${row.id} rejected`,
        description: status === 'approved' ? `${amount(row.amount_to_receive)} tokens were credited to ${row.email}.` : undefined,
      });
    } catch (error) {
      host.notify({ kind: 'error', title: `Could not update the transaction: ${errorMessage(error)}` });
    }
    await queryClient.invalidateQueries({ queryKey: transactionsKey });
  }

  // Approving credits the buyer and is final (SPEC §6), so it is confirmed like a delete.
  function confirmApprove(row: Transaction) {
    modal.confirm({
      title: `Approve transaction ${row.id}?`,
      content: `${amount(row.amount_to_receive)} tokens are credited to ${row.email}. An approved payment cannot be undone.`,
      okText: 'Approve',
      cancelText: 'Cancel',
      onOk: () => setStatus(row, 'approved'),
    });
  }

  function confirmDelete(row: Transaction) {
    modal.confirm({
      title: `Delete transaction ${row.id}?`,
      content: "The order is removed from the admin lists and from the buyer's history (soft delete).",
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await api.delete('transactions.php', { query: { id: row.id } });
          host.notify({ kind: 'success', title: `Transaction ${row.id} deleted` });
        } catch (error) {
          host.notify({ kind: 'error', title: `Could not delete the transaction: ${errorMessage(error)}` });
        }
        await queryClient.invalidateQueries({ queryKey: transactionsKey });
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchAllTransactions(api, filter);
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((row) =>
          CSV_COLUMNS.map((key) => (key === 'created_at' || key === 'updated_at' ? formatInZone(row[key], zone) : row[key])),
        ),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`transactions-${filter.status ?? 'all'}-${stamp}.csv`, csv);
    } catch (error) {
      host.notify({ kind: 'error', title: 'Export failed', description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const [sortField, sortDir] = (filter.sort ?? '').split(':');
  const sortOrder = (key: string) => (sortField === key ? (sortDir === 'asc' ? 'ascend' : 'descend') : null);
  const sortable = (key: string) => ({ sorter: true, sortOrder: sortOrder(key) as 'ascend' | 'descend' | null });

  const columns: ColumnsType<Transaction> = [
    { title: 'id', dataIndex: 'id', width: 70, ...sortable('id') },
    {
      title: 'order_token',
      dataIndex: 'order_token',
      render: (token: string) => (
        <Typography.Text className="ad-mono" ellipsis={{ tooltip: token }} copyable={{ text: token }}>
          {token}
        </Typography.Text>
      ),
      width: 160,
    },
    { title: 'amount_to_transfer', dataIndex: 'amount_to_transfer', align: 'right', render: amount, ...sortable('amount_to_transfer') },
    { title: 'crypto_to_transfer', dataIndex: 'crypto_to_transfer' },
    {
      title: 'address',
      dataIndex: 'address',
      width: 160,
      render: (address: string) => (
        <Typography.Text className="ad-mono" ellipsis={{ tooltip: address }}>
          {address}
        </Typography.Text>
      ),
    },
    { title: 'email', dataIndex: 'email', ...sortable('email') },
    { title: 'amount_to_receive', dataIndex: 'amount_to_receive', align: 'right', render: amount, ...sortable('amount_to_receive') },
    {
      title: 'status',
      dataIndex: 'status',
      render: (status: Transaction['status']) => <StatusTag status={status} />,
      ...sortable('status'),
    },
    { title: `created_at (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone), ...sortable('created_at') },
    { title: `updated_at (${zone})`, dataIndex: 'updated_at', render: (v: string) => formatInZone(v, zone), ...sortable('updated_at') },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      fixed: 'right',
      width: 56,
      render: (_: unknown, row) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              // Approved is final; a rejected order may still be approved when the payment arrives late (SPEC §6).
              { key: 'approve', label: 'Approve payment', disabled: row.status === 'approved', onClick: () => confirmApprove(row) },
              {
                key: 'reject',
                label: 'Reject payment',
                disabled: row.status !== 'pending',
                onClick: () => void setStatus(row, 'rejected'),
              },
              { type: 'divider' },
              { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(row) },
            ],
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for transaction ${row.id}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <Card size="small" title="Transactions">
      <div className="ad-toolbar">
        <Space wrap>
          <Select<string>
            aria-label="Filter by status"
            className="ad-status-filter"
            value={filter.status ?? 'all'}
            onChange={(value) => changeFilter({ status: value === 'all' ? undefined : (value as TransactionFilter['status']) })}
            options={[
              { value: 'all', label: 'All statuses' },
              { value: 'pending', label: 'Pending' },
              { value: 'approved', label: 'Approved' },
              { value: 'rejected', label: 'Rejected' },
            ]}
          />
          <Input.Search
            placeholder="Filter by email"
            aria-label="Filter by email"
            allowClear
            enterButton="Filter"
            onSearch={(value) => changeFilter({ email: value.trim() || undefined })}
            className="ad-search-inline"
          />
        </Space>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </div>
      <Table<Transaction>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        scroll={{ x: 'max-content' }}
        className="ad-nowrap-table"
        locale={{
          emptyText: list.isPending ? 'Loading transactions...' : list.isError ? `Error: ${errorMessage(list.error)}` : 'No results.',
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          // Paging goes through pagination.onChange; here only a new sort order resets the page.
          if (extra.action !== 'sort') return;
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Transaction> | undefined;
          const key = String(s?.field ?? '');
          if (!s?.order || !SORTABLE.has(key)) changeFilter({ sort: 'created_at:desc' });
          else changeFilter({ sort: `${key}:${s.order === 'ascend' ? 'asc' : 'desc'}` });
        }}
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          total: list.data?.total ?? list.data?.transactions.length ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `${total} transactions`,
          onChange: (page, pageSize) => {
            if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
            else paging.setPageIndex(page - 1);
          },
        }}
      />
    </Card>
  );
}

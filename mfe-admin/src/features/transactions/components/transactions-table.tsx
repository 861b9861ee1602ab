import { DownloadOutlined, MoreOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { formatCrypto } from '../../../lib/money';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { downloadText, toCsv } from '../../../lib/csv';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { useAdminTimeZone } from '../../../api/settings';
import {
  fetchAllTransactions,
  transactionsKey,
  useTransactions,
  type Transaction,
  type TransactionFilter,
} from '../../../api/transactions';
import { overviewKey } from '../../../api/overview';
import { StatusTag } from '../../../components/status-tag';
import { TRANSACTION_STATUSES } from '@openpresale/shared/schemas';
import { useCan } from '../../../lib/admin-self';
import { listEmptyText } from '../../../components/list-empty-text';

const STATUSES = TRANSACTION_STATUSES;

function statusFrom(text: string | null): TransactionFilter['status'] {
  return STATUSES.find((status) => status === text);
}

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
  const canDecide = useCan('orders.write');
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('transactions', 10);
  // Status and e-mail live in the address (?status=pending&email=…), so the Overview and a user's
  // page can link to a filtered list and the filter survives a reload; the sort order is local.
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useState('created_at:desc');
  const filter: TransactionFilter = {
    status: statusFrom(searchParams.get('status')),
    email: searchParams.get('email')?.trim() || undefined,
    sort,
  };
  const [exporting, setExporting] = useState(false);
  const list = useTransactions(paging.pageIndex + 1, paging.pageSize, filter);
  useClampPage(paging, list.data?.total);

  const changeFilter = (patch: Partial<TransactionFilter>) => {
    if (patch.sort !== undefined) setSort(patch.sort);
    if ('status' in patch || 'email' in patch) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ['status', 'email'] as const) {
            if (!(key in patch)) continue;
            const value = patch[key];
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    }
    paging.setPageIndex(0);
  };

  async function setStatus(row: Transaction, status: 'approved' | 'rejected', reason?: string) {
    try {
      await api.put('transactions.php', { body: { id: row.id, status, ...(reason ? { reason } : {}) } });
      host.notify({
        kind: 'success',
        title: status === 'approved' ? `Transaction ${row.id} approved` : `Transaction ${row.id} rejected`,
        description: status === 'approved' ? `${amount(row.amount_to_receive)} tokens were credited to ${row.email}.` : undefined,
      });
    } catch (error) {
      host.notify({ kind: 'error', title: `Could not update the transaction: ${errorMessage(error)}` });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: transactionsKey }),
      // an approval moves the sales of today and the total raised
      queryClient.invalidateQueries({ queryKey: overviewKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
    ]);
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

  // The buyer is told by e-mail that the order was rejected, with this reason when one is given.
  function confirmReject(row: Transaction) {
    let reason = '';
    modal.confirm({
      title: `Reject transaction ${row.id}?`,
      content: (
        <>
          <p>{row.email} is told by e-mail that this order was rejected, with the reason you write here.</p>
          <Input.TextArea
            aria-label="Reason told to the buyer"
            placeholder="For example: no payment arrived at the address before the deadline."
            maxLength={500}
            rows={3}
            onChange={(event) => (reason = event.target.value)}
          />
        </>
      ),
      okText: 'Reject',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => setStatus(row, 'rejected', reason.trim() || undefined),
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

  // What an administrator checks first comes first: status, amount, date. Hashes and addresses are
  // shortened with a copy button, so every column fits 1280 px without scrolling sideways.
  const columns: ColumnsType<Transaction> = [
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: Transaction['status']) => <StatusTag status={status} />,
      ...sortable('status'),
    },
    {
      title: 'Amount',
      dataIndex: 'amount_to_transfer',
      align: 'right',
      render: (_: number, row) => formatCrypto(row.amount_to_transfer, row.crypto_to_transfer),
      ...sortable('amount_to_transfer'),
    },
    { title: 'Tokens', dataIndex: 'amount_to_receive', align: 'right', render: amount, ...sortable('amount_to_receive') },
    {
      title: `Created (${zone})`,
      dataIndex: 'created_at',
      render: (created: string, row) => (
        <>
          {formatInZone(created, zone)}
          {formatInZone(row.updated_at, zone) !== formatInZone(created, zone) && (
            <div className="ad-cell-note">updated {formatInZone(row.updated_at, zone)}</div>
          )}
        </>
      ),
      ...sortable('created_at'),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
      ...sortable('email'),
    },
    { title: 'ID', dataIndex: 'id', ...sortable('id') },
    {
      title: 'Order token',
      dataIndex: 'order_token',
      render: (token: string, row) => <ShortValue value={token} label={`order token of transaction ${row.id}`} />,
    },
    {
      title: 'Address',
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={`address of transaction ${row.id}`} />,
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 48,
      render: (_: unknown, row) =>
        canDecide && (
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
                  onClick: () => confirmReject(row),
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
              ...STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
            ]}
          />
          <Input.Search
            defaultValue={filter.email}
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
      <AdminTable<Transaction>
        label="Transactions"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        className="ad-nowrap-table"
        locale={{
          emptyText: listEmptyText(list, 'Loading transactions...', 'No results.'),
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

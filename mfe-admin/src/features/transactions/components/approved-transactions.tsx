import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorMessage } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { useTransactions, type Transaction } from '../api/transactions';
import { StatusTag } from './status-tag';

const filter = { status: 'approved', sort: 'updated_at:desc' } as const;

export function ApprovedTransactions() {
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('approvedTransactions', 10);
  const list = useTransactions(paging.pageIndex + 1, paging.pageSize, filter);
  useClampPage(paging, list.data?.total);

  const columns: ColumnsType<Transaction> = [
    { title: 'Transaction ID', dataIndex: 'id', width: 120 },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, row) =>
        `${row.amount_to_transfer.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${row.crypto_to_transfer}`,
    },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Address',
      dataIndex: 'address',
      render: (address: string) => (
        <Typography.Text className="ad-mono" ellipsis={{ tooltip: address }}>
          {address}
        </Typography.Text>
      ),
    },
    { title: 'Status', dataIndex: 'status', render: (status: Transaction['status']) => <StatusTag status={status} /> },
    { title: `Created At (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
  ];

  return (
    <Card size="small" title="Approved Transactions">
      <Table<Transaction>
        rowKey="id"
        size="small"
        caption={<span className="ad-caption">List of approved transactions</span>}
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        scroll={{ x: 'max-content' }}
        className="ad-nowrap-table"
        locale={{
          emptyText: list.isPending
            ? 'Loading approved transactions...'
            : list.isError
              ? `Error: ${errorMessage(list.error)}`
              : 'No approved transactions available.',
        }}
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          total: list.data?.total ?? list.data?.transactions.length ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (page, pageSize) => {
            if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
            else paging.setPageIndex(page - 1);
          },
        }}
      />
    </Card>
  );
}

import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { formatCrypto } from '../../../lib/money';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { useTransactions, type Transaction } from '../../../api/transactions';
import { StatusTag } from '../../../components/status-tag';
import { listEmptyText } from '../../../components/list-empty-text';

const filter = { status: 'approved', sort: 'updated_at:desc' } as const;

export function ApprovedTransactions() {
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('approvedTransactions', 10);
  const list = useTransactions(paging.pageIndex + 1, paging.pageSize, filter);
  useClampPage(paging, list.data?.total);

  const columns: ColumnsType<Transaction> = [
    { title: 'Status', dataIndex: 'status', render: (status: Transaction['status']) => <StatusTag status={status} /> },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, row) => formatCrypto(row.amount_to_transfer, row.crypto_to_transfer),
    },
    { title: `Created At (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    {
      title: 'Email',
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
    },
    { title: 'Transaction ID', dataIndex: 'id' },
    {
      title: 'Address',
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={`address of approved transaction ${row.id}`} />,
    },
  ];

  return (
    <Card size="small" title="Approved Transactions">
      <AdminTable<Transaction>
        label="Approved transactions"
        rowKey="id"
        caption={<span className="ad-caption">List of approved transactions</span>}
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        className="ad-nowrap-table"
        locale={{
          emptyText: listEmptyText(list, 'Loading approved transactions...', 'No approved transactions available.'),
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

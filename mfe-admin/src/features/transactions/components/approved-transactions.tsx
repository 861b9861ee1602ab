import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { useMoney } from '../../../lib/money';
import { useT } from '../../../i18n';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { useInZone } from '../../../lib/use-in-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { useTransactions, type Transaction } from '../../../api/transactions';
import { StatusTag } from '../../../components/status-tag';
import { useListEmptyText } from '../../../components/list-empty-text';

const filter = { status: 'approved', sort: 'updated_at:desc' } as const;

export function ApprovedTransactions() {
  const zone = useAdminTimeZone();
  const inZone = useInZone();
  const t = useT();
  const money = useMoney();
  const emptyText = useListEmptyText();
  const paging = usePersistentPaging('approvedTransactions', 10);
  const list = useTransactions(paging.pageIndex + 1, paging.pageSize, filter);
  useClampPage(paging, list.data?.total);

  const columns: ColumnsType<Transaction> = [
    {
      title: t('transactions.column.status'),
      dataIndex: 'status',
      render: (status: Transaction['status']) => <StatusTag status={status} />,
    },
    {
      title: t('transactions.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, row) => money.crypto(row.amount_to_transfer, row.crypto_to_transfer),
    },
    { title: t('transactions.column.createdAt', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    {
      title: t('transactions.column.email'),
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
    },
    { title: t('transactions.column.transactionId'), dataIndex: 'id' },
    {
      title: t('transactions.column.address'),
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={t('transactions.approvedAddressOf', { id: row.id })} />,
    },
  ];

  return (
    <Card size="small" title={t('transactions.approvedCard')}>
      <AdminTable<Transaction>
        label={t('transactions.approvedLabel')}
        rowKey="id"
        caption={<span className="ad-caption">{t('transactions.approvedCaption')}</span>}
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        className="ad-nowrap-table"
        locale={{
          emptyText: emptyText(list, t('transactions.approvedLoading'), t('transactions.approvedEmpty')),
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

import { MoreOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { isPlaceholderAddress } from '@openpresale/shared/domain';
import { Alert, App, Button, Card, Dropdown, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { useCryptos, useRefreshCryptos, type Crypto } from '../api/cryptos';
import { EditCryptoDialog } from './edit-crypto-dialog';
import { listEmptyText } from '../../../components/list-empty-text';

export function CryptoTable() {
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const cryptos = useCryptos();
  const refresh = useRefreshCryptos();
  const paging = usePersistentPaging('cryptos', 10);
  const [editing, setEditing] = useState<Crypto | null>(null);
  const rows = cryptos.data ?? [];
  useClampPage(paging, cryptos.data ? rows.length : undefined);

  function confirmDelete(crypto: Crypto) {
    modal.confirm({
      title: `Delete ${crypto.currency}?`,
      content: `Buyers will no longer be able to pay in ${crypto.fullName}. Existing orders keep their figures.`,
      okText: 'Delete crypto',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await api.delete('cryptos.php', { body: { currency: crypto.currency } });
          host.notify({ kind: 'success', title: `Your crypto - ${crypto.currency} has been deleted.` });
          await refresh();
        } catch (error) {
          host.notify({ kind: 'error', title: `Failed to update cryptocurrencies: ${errorMessage(error)}` });
        }
      },
    });
  }

  const columns: ColumnsType<Crypto> = [
    { title: 'Code', dataIndex: 'currency', sorter: (a, b) => a.currency.localeCompare(b.currency), width: 90 },
    { title: 'Full name', dataIndex: 'fullName', sorter: (a, b) => a.fullName.localeCompare(b.fullName) },
    {
      title: 'Rate',
      dataIndex: 'rate',
      align: 'right',
      sorter: (a, b) => a.rate - b.rate,
      render: (rate: number) => rate.toLocaleString('en-US', { maximumFractionDigits: 6 }),
    },
    {
      title: 'Address',
      dataIndex: 'address',
      sorter: (a, b) => a.address.localeCompare(b.address),
      render: (address: string, crypto) =>
        isPlaceholderAddress(address) ? (
          <Tag color="error">Demo address: replace it</Tag>
        ) : (
          <ShortValue value={address} label={`${crypto.currency} address`} />
        ),
    },
    { title: 'Price id', dataIndex: 'priceId', responsive: ['lg'], sorter: (a, b) => a.priceId.localeCompare(b.priceId) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 56,
      render: (_: unknown, crypto) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'edit', label: 'Edit crypto', onClick: () => setEditing(crypto) },
              { key: 'delete', label: 'Delete crypto', danger: true, onClick: () => confirmDelete(crypto) },
            ],
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${crypto.currency}`} />
        </Dropdown>
      ),
    },
  ];

  const placeholders = rows.filter((crypto) => isPlaceholderAddress(crypto.address)).map((crypto) => crypto.currency);
  return (
    <Card title="All currencies" size="small">
      {placeholders.length > 0 && (
        <Alert
          className="ad-placeholder-alert"
          type="warning"
          showIcon
          title={`Buyers cannot pay in ${placeholders.join(', ')} yet`}
          description="These currencies still have the demo address of the sample data. Set your own wallet address (Edit crypto) before the sale opens; until then no order can be placed in them."
        />
      )}
      <AdminTable<Crypto>
        label="All currencies"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={cryptos.isFetching}
        locale={{
          emptyText: listEmptyText(cryptos, 'Loading currencies...', 'No results.'),
        }}
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 50, 100],
          hideOnSinglePage: false,
          onChange: (page, pageSize) => {
            if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
            else paging.setPageIndex(page - 1);
          },
        }}
      />
      <EditCryptoDialog crypto={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

import { MoreOutlined } from '@ant-design/icons';
import { useErrorMessage, useHost, useI18n } from '@openpresale/shared';
import { isPlaceholderAddress } from '@openpresale/shared/domain';
import { Alert, App, Button, Card, Dropdown, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { ShortValue } from '../../../components/short-value';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
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
  const t = useT();
  const { format } = useI18n();
  const errorMessage = useErrorMessage();
  const rows = cryptos.data ?? [];
  useClampPage(paging, cryptos.data ? rows.length : undefined);

  function confirmDelete(crypto: Crypto) {
    modal.confirm({
      title: t('crypto.delete.title', { currency: crypto.currency }),
      content: t('crypto.delete.text', { fullName: crypto.fullName }),
      okText: t('crypto.table.delete'),
      okButtonProps: { danger: true },
      cancelText: t('crypto.cancel'),
      onOk: async () => {
        try {
          await api.delete('cryptos.php', { body: { currency: crypto.currency } });
          host.notify({ kind: 'success', title: t('crypto.delete.done', { currency: crypto.currency }) });
          await refresh();
        } catch (error) {
          host.notify({
            kind: 'error',
            title: t('crypto.updateAllFailed', { message: errorMessage(error, { network: t('crypto.errorOccurred') }) }),
          });
        }
      },
    });
  }

  const columns: ColumnsType<Crypto> = [
    { title: t('crypto.table.code'), dataIndex: 'currency', sorter: (a, b) => a.currency.localeCompare(b.currency), width: 90 },
    { title: t('crypto.field.fullName'), dataIndex: 'fullName', sorter: (a, b) => a.fullName.localeCompare(b.fullName) },
    {
      title: t('crypto.table.rate'),
      dataIndex: 'rate',
      align: 'right',
      sorter: (a, b) => a.rate - b.rate,
      render: (rate: number) => format.number(rate, { maximumFractionDigits: 6 }),
    },
    {
      title: t('crypto.field.address'),
      dataIndex: 'address',
      sorter: (a, b) => a.address.localeCompare(b.address),
      render: (address: string, crypto) =>
        isPlaceholderAddress(address) ? (
          <Tag color="error">{t('crypto.table.demoAddress')}</Tag>
        ) : (
          <ShortValue value={address} label={t('crypto.table.addressOf', { currency: crypto.currency })} />
        ),
    },
    { title: t('crypto.field.priceId'), dataIndex: 'priceId', responsive: ['lg'], sorter: (a, b) => a.priceId.localeCompare(b.priceId) },
    {
      title: <span className="visually-hidden">{t('crypto.table.actions')}</span>,
      key: 'actions',
      width: 56,
      render: (_: unknown, crypto) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'edit', label: t('crypto.table.edit'), onClick: () => setEditing(crypto) },
              { key: 'delete', label: t('crypto.table.delete'), danger: true, onClick: () => confirmDelete(crypto) },
            ],
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={t('crypto.table.actionsFor', { currency: crypto.currency })} />
        </Dropdown>
      ),
    },
  ];

  const placeholders = rows.filter((crypto) => isPlaceholderAddress(crypto.address)).map((crypto) => crypto.currency);
  return (
    <Card title={t('crypto.table.title')} size="small">
      {placeholders.length > 0 && (
        <Alert
          className="ad-placeholder-alert"
          type="warning"
          showIcon
          title={t('crypto.table.demoTitle', { currencies: placeholders.join(', ') })}
          description={t('crypto.table.demoText')}
        />
      )}
      <AdminTable<Crypto>
        label={t('crypto.table.title')}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={cryptos.isFetching}
        locale={{
          emptyText: listEmptyText(cryptos, t('crypto.table.loading'), t('crypto.table.empty')),
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

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
import { useMoney } from '../../../lib/money';
import { useAdminApi, useAdminErrorMessage } from '../../../lib/admin-api';
import { useT } from '../../../i18n';
import { downloadText, toCsv } from '../../../lib/csv';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { useInZone } from '../../../lib/use-in-zone';
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
import { useListEmptyText } from '../../../components/list-empty-text';

const STATUSES = TRANSACTION_STATUSES;

function statusFrom(text: string | null): TransactionFilter['status'] {
  return STATUSES.find((status) => status === text);
}

// The export's header row is the API's field names, read by spreadsheets and scripts: it stays as is in every language.
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

export function TransactionsTable() {
  const canDecide = useCan('orders.write');
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
        title: status === 'approved' ? t('transactions.approved', { id: row.id }) : t('transactions.rejected', { id: row.id }),
        description:
          status === 'approved' ? t('transactions.credited', { amount: money.amount(row.amount_to_receive), email: row.email }) : undefined,
      });
    } catch (error) {
      host.notify({ kind: 'error', title: t('transactions.updateFailed', { message: describe(error) }) });
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
      title: t('transactions.confirmApprove.title', { id: row.id }),
      content: t('transactions.confirmApprove.content', { amount: money.amount(row.amount_to_receive), email: row.email }),
      okText: t('transactions.confirmApprove.ok'),
      cancelText: t('transactions.cancel'),
      onOk: () => setStatus(row, 'approved'),
    });
  }

  // The buyer is told by e-mail that the order was rejected, with this reason when one is given.
  function confirmReject(row: Transaction) {
    let reason = '';
    modal.confirm({
      title: t('transactions.confirmReject.title', { id: row.id }),
      content: (
        <>
          <p>{t('transactions.confirmReject.content', { email: row.email })}</p>
          <Input.TextArea
            aria-label={t('transactions.confirmReject.reason')}
            placeholder={t('transactions.confirmReject.placeholder')}
            maxLength={500}
            rows={3}
            onChange={(event) => (reason = event.target.value)}
          />
        </>
      ),
      okText: t('transactions.confirmReject.ok'),
      okButtonProps: { danger: true },
      cancelText: t('transactions.cancel'),
      onOk: () => setStatus(row, 'rejected', reason.trim() || undefined),
    });
  }

  function confirmDelete(row: Transaction) {
    modal.confirm({
      title: t('transactions.confirmDelete.title', { id: row.id }),
      content: t('transactions.confirmDelete.content'),
      okText: t('transactions.confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('transactions.cancel'),
      onOk: async () => {
        try {
          await api.delete('transactions.php', { query: { id: row.id } });
          host.notify({ kind: 'success', title: t('transactions.deleted', { id: row.id }) });
        } catch (error) {
          host.notify({ kind: 'error', title: t('transactions.deleteFailed', { message: describe(error) }) });
        }
        await queryClient.invalidateQueries({ queryKey: transactionsKey });
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchAllTransactions(api, filter);
      // the file's times keep the sortable English form in every language: spreadsheets and scripts read them
      const csv = toCsv(
        CSV_COLUMNS,
        rows.map((row) =>
          CSV_COLUMNS.map((key) => (key === 'created_at' || key === 'updated_at' ? formatInZone(row[key], zone) : row[key])),
        ),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`transactions-${filter.status ?? 'all'}-${stamp}.csv`, csv);
    } catch (error) {
      host.notify({ kind: 'error', title: t('transactions.exportFailed'), description: describe(error) });
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
      title: t('transactions.column.status'),
      dataIndex: 'status',
      render: (status: Transaction['status']) => <StatusTag status={status} />,
      ...sortable('status'),
    },
    {
      title: t('transactions.column.amount'),
      dataIndex: 'amount_to_transfer',
      align: 'right',
      render: (_: number, row) => money.crypto(row.amount_to_transfer, row.crypto_to_transfer),
      ...sortable('amount_to_transfer'),
    },
    {
      title: t('transactions.column.tokens'),
      dataIndex: 'amount_to_receive',
      align: 'right',
      render: (v: number) => money.amount(v),
      ...sortable('amount_to_receive'),
    },
    {
      title: t('transactions.column.created', { zone }),
      dataIndex: 'created_at',
      render: (created: string, row) => (
        <>
          {inZone(created, zone)}
          {inZone(row.updated_at, zone) !== inZone(created, zone) && (
            <div className="ad-cell-note">{t('transactions.updated', { time: inZone(row.updated_at, zone) })}</div>
          )}
        </>
      ),
      ...sortable('created_at'),
    },
    {
      title: t('transactions.column.email'),
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
      ...sortable('email'),
    },
    { title: t('transactions.column.id'), dataIndex: 'id', ...sortable('id') },
    {
      title: t('transactions.column.orderToken'),
      dataIndex: 'order_token',
      render: (token: string, row) => <ShortValue value={token} label={t('transactions.orderTokenOf', { id: row.id })} />,
    },
    {
      title: t('transactions.column.address'),
      dataIndex: 'address',
      render: (address: string, row) => <ShortValue value={address} label={t('transactions.addressOf', { id: row.id })} />,
    },
    {
      title: <span className="visually-hidden">{t('transactions.column.actions')}</span>,
      key: 'actions',
      width: 48,
      render: (_: unknown, row) =>
        canDecide && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                // Approved is final; a rejected order may still be approved when the payment arrives late (SPEC §6).
                {
                  key: 'approve',
                  label: t('transactions.approve'),
                  disabled: row.status === 'approved',
                  onClick: () => confirmApprove(row),
                },
                {
                  key: 'reject',
                  label: t('transactions.reject'),
                  disabled: row.status !== 'pending',
                  onClick: () => confirmReject(row),
                },
                { type: 'divider' },
                { key: 'delete', label: t('transactions.delete'), danger: true, onClick: () => confirmDelete(row) },
              ],
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('transactions.actionsFor', { id: row.id })} />
          </Dropdown>
        ),
    },
  ];

  return (
    <Card size="small" title={t('transactions.card')}>
      <div className="ad-toolbar">
        <Space wrap>
          <Select<string>
            aria-label={t('transactions.filterStatus')}
            className="ad-status-filter"
            value={filter.status ?? 'all'}
            onChange={(value) => changeFilter({ status: value === 'all' ? undefined : (value as TransactionFilter['status']) })}
            options={[
              { value: 'all', label: t('transactions.allStatuses') },
              ...STATUSES.map((status) => ({ value: status, label: t(`transactions.status.${status}`) })),
            ]}
          />
          <Input.Search
            defaultValue={filter.email}
            placeholder={t('transactions.filterEmail')}
            aria-label={t('transactions.filterEmail')}
            allowClear
            enterButton={t('transactions.filter')}
            onSearch={(value) => changeFilter({ email: value.trim() || undefined })}
            className="ad-search-inline"
          />
        </Space>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
          {t('transactions.export')}
        </Button>
      </div>
      <AdminTable<Transaction>
        label={t('transactions.card')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.transactions ?? []}
        loading={list.isFetching && !list.isPending}
        className="ad-nowrap-table"
        locale={{
          emptyText: emptyText(list, t('transactions.loading'), t('transactions.empty')),
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
          showTotal: (total) => t('transactions.total', { total }),
          onChange: (page, pageSize) => {
            if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
            else paging.setPageIndex(page - 1);
          },
        }}
      />
    </Card>
  );
}

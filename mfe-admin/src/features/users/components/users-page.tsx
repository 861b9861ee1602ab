import { Button, Card, Col, Input, InputNumber, Row, Space, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-table';
import { useMoney } from '../../../lib/money';
import { useT } from '../../../i18n';
import { userPath } from '../../../lib/paths';
import { useInZone, type InZone } from '../../../lib/use-in-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { PageHeader } from '../../../components/page-header';
import { useUserList, type AdminUserRow } from '../api/users';
import { AddBalanceForm } from './add-balance-form';
import { useCan } from '../../../lib/admin-self';
import { useListEmptyText } from '../../../components/list-empty-text';

type T = ReturnType<typeof useT>;

function userColumns(t: T, zone: string, inZone: InZone, tokens: (value: number) => string): ColumnsType<AdminUserRow> {
  return [
    // the name opens the user's page: a real link, so it works with the keyboard and in a new tab
    {
      title: t('users.column.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={userPath(row.id)} className="ad-cell-email" title={name}>
          {name}
        </Link>
      ),
    },
    // long names and e-mails end in an ellipsis (full text on hover), so every column stays in view
    {
      title: t('users.column.email'),
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
    },
    { title: t('users.column.balance'), dataIndex: 'balance', align: 'right', render: (balance: number) => tokens(balance) },
    {
      title: t('users.column.prizes'),
      dataIndex: 'prizes',
      render: (prizes: AdminUserRow['prizes']) =>
        prizes.length === 0 ? (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {prizes.map((prize, index) => (
              <Tag key={index}>{prize.name}</Tag>
            ))}
          </Space>
        ),
    },
    { title: t('users.column.phone'), dataIndex: 'phone_number', render: (phone: string | null) => phone || '—' },
    { title: t('users.column.registered', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    { title: t('users.column.id'), dataIndex: 'id' },
  ];
}

export function UsersPage() {
  const canCredit = useCan('credits.write');
  const t = useT();
  const money = useMoney();
  const emptyText = useListEmptyText();
  const navigate = useNavigate();
  const zone = useAdminTimeZone();
  const inZone = useInZone();
  const paging = usePersistentPaging('users', 10);
  const [search, setSearch] = useState('');
  const list = useUserList(paging.pageIndex + 1, paging.pageSize, search);
  const total = list.data?.total;
  useClampPage(paging, total);
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / paging.pageSize));
  const [sizeText, setSizeText] = useState<number | null>(paging.pageSize);

  return (
    <>
      <PageHeader title={t('users.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" className="ad-fill">
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title={t('users.total')} value={list.data ? money.count(list.data.total) : '—'} loading={list.isPending} />
              </Col>
              <Col span={12}>
                <Statistic
                  title={t('users.withPrizes')}
                  value={list.data ? money.count(list.data.withPrizes) : '—'}
                  loading={list.isPending}
                />
              </Col>
            </Row>
          </Card>
        </Col>
        {canCredit && (
          <Col xs={24} lg={16}>
            <AddBalanceForm />
          </Col>
        )}
        <Col xs={24}>
          <Card size="small" title={t('users.card')}>
            <Input.Search
              className="ad-search"
              placeholder={t('users.search')}
              aria-label={t('users.search')}
              allowClear
              enterButton={t('common.search')}
              onSearch={(value) => {
                setSearch(value.trim());
                paging.setPageIndex(0);
              }}
            />
            <AdminTable<AdminUserRow>
              label={t('users.card')}
              rowKey="id"
              columns={userColumns(t, zone, inZone, money.tokens)}
              onRow={(row) => ({
                // a click anywhere on the row opens it too, except on the link itself or selected text
                onClick: (event) => {
                  if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
                  navigate(userPath(row.id));
                },
                className: 'ad-clickable-row',
              })}
              dataSource={list.data?.users ?? []}
              loading={list.isFetching && !list.isPending}
              pagination={false}
              locale={{
                emptyText: emptyText(list, t('users.loading'), t('users.empty')),
              }}
            />
            <div className="ad-pager">
              <Space wrap>
                <Button onClick={() => paging.setPageIndex(paging.pageIndex - 1)} disabled={paging.pageIndex === 0}>
                  {t('common.previous')}
                </Button>
                <Typography.Text aria-live="polite">
                  {t('common.pageOf', { page: Math.min(paging.pageIndex + 1, pages), pages })}
                </Typography.Text>
                <Button onClick={() => paging.setPageIndex(paging.pageIndex + 1)} disabled={paging.pageIndex + 1 >= pages}>
                  {t('common.next')}
                </Button>
              </Space>
              <label className="ad-page-size">
                <span>{t('users.perPage')}</span>
                <InputNumber
                  min={1}
                  max={100}
                  precision={0}
                  value={sizeText}
                  onChange={(value) => {
                    setSizeText(value);
                    if (typeof value === 'number' && value >= 1 && value <= 100) paging.setPageSize(value);
                  }}
                  onBlur={() => setSizeText(paging.pageSize)}
                  aria-label={t('users.perPage')}
                  className="ad-page-size-input"
                />
              </label>
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}

import { Button, Card, Col, Input, InputNumber, Row, Space, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-table';
import { formatTokens } from '../../../lib/money';
import { userPath } from '../../../lib/paths';
import { formatInZone } from '../../../lib/time-zone';
import { useAdminTimeZone } from '../../../api/settings';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { PageHeader } from '../../../components/page-header';
import { useUserList, type AdminUserRow } from '../api/users';
import { AddBalanceForm } from './add-balance-form';
import { useCan } from '../../../lib/admin-self';
import { listEmptyText } from '../../../components/list-empty-text';

function userColumns(zone: string): ColumnsType<AdminUserRow> {
  return [
    // the name opens the user's page: a real link, so it works with the keyboard and in a new tab
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={userPath(row.id)} className="ad-cell-email" title={name}>
          {name}
        </Link>
      ),
    },
    // long names and e-mails end in an ellipsis (full text on hover), so every column stays in view
    {
      title: 'Email',
      dataIndex: 'email',
      render: (email: string) => (
        <Typography.Text className="ad-cell-email" ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
      ),
    },
    { title: 'Balance', dataIndex: 'balance', align: 'right', render: formatTokens },
    {
      title: 'Prizes',
      dataIndex: 'prizes',
      render: (prizes: AdminUserRow['prizes']) =>
        prizes.length === 0 ? (
          <Typography.Text type="secondary">None</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {prizes.map((prize, index) => (
              <Tag key={index}>{prize.name}</Tag>
            ))}
          </Space>
        ),
    },
    { title: 'Phone', dataIndex: 'phone_number', render: (phone: string | null) => phone || '—' },
    { title: `Registered (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    { title: 'ID', dataIndex: 'id' },
  ];
}

export function UsersPage() {
  const canCredit = useCan('credits.write');
  const navigate = useNavigate();
  const zone = useAdminTimeZone();
  const paging = usePersistentPaging('users', 10);
  const [search, setSearch] = useState('');
  const list = useUserList(paging.pageIndex + 1, paging.pageSize, search);
  const total = list.data?.total;
  useClampPage(paging, total);
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / paging.pageSize));
  const [sizeText, setSizeText] = useState<number | null>(paging.pageSize);

  return (
    <>
      <PageHeader title="All Users" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" className="ad-fill">
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title="Total Users" value={list.data?.total ?? '—'} loading={list.isPending} />
              </Col>
              <Col span={12}>
                <Statistic title="Users with prizes" value={list.data?.withPrizes ?? '—'} loading={list.isPending} />
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
          <Card size="small" title="Users">
            <Input.Search
              className="ad-search"
              placeholder="Search by email"
              aria-label="Search by email"
              allowClear
              enterButton="Search"
              onSearch={(value) => {
                setSearch(value.trim());
                paging.setPageIndex(0);
              }}
            />
            <AdminTable<AdminUserRow>
              label="Users"
              rowKey="id"
              columns={userColumns(zone)}
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
                emptyText: listEmptyText(list, 'Loading users...', 'No users found.'),
              }}
            />
            <div className="ad-pager">
              <Space wrap>
                <Button onClick={() => paging.setPageIndex(paging.pageIndex - 1)} disabled={paging.pageIndex === 0}>
                  Previous
                </Button>
                <Typography.Text aria-live="polite">
                  Page {Math.min(paging.pageIndex + 1, pages)} of {pages}
                </Typography.Text>
                <Button onClick={() => paging.setPageIndex(paging.pageIndex + 1)} disabled={paging.pageIndex + 1 >= pages}>
                  Next
                </Button>
              </Space>
              <label className="ad-page-size">
                <span>Users per page</span>
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
                  aria-label="Users per page"
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

import { useHost } from '@openpresale/shared';
import type { AuditEntry } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { downloadText } from '../../../lib/csv';
import { formatInZone } from '../../../lib/time-zone';

interface Filters {
  action?: string;
  admin?: string;
  from?: string;
  to?: string;
}

interface AuditAnswer {
  entries: AuditEntry[];
  total: number;
  actions: string[];
}

/** A day typed in the date field, as the instant it starts (from) or ends (to), in UTC. */
const dayBound = (day: string | undefined, end: boolean) => (day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : undefined);

const describe = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The owner's audit log: who did what and when, filtered, as a table or a CSV download. */
export function AuditPage() {
  const api = useAdminApi();
  const host = useHost();
  const zone = useAdminTimeZone();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [downloading, setDownloading] = useState(false);
  const query = {
    ...page,
    action: filters.action,
    admin: filters.admin?.trim() || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
  const log = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => api.get<AuditAnswer>('audit.php', { query }),
    placeholderData: keepPreviousData,
  });

  async function downloadCsv() {
    setDownloading(true);
    try {
      // CSV is not JSON: fetched here with the session, as the API client reads JSON only
      const params = new URLSearchParams({ format: 'csv' });
      for (const [key, value] of Object.entries({ action: query.action, admin: query.admin, from: query.from, to: query.to }))
        if (value) params.set(key, value);
      const response = await fetch(`/api/controllers/audit.php?${params.toString()}`, {
        headers: { Authorization: `Bearer ${host.session.adminToken ?? ''}` },
      });
      if (!response.ok) throw new Error(`The download failed (${response.status}).`);
      downloadText(`audit-${new Date().toISOString().slice(0, 10)}.csv`, await response.text());
    } catch (error) {
      host.notify({ kind: 'error', title: 'Export failed', description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Audit"
        description="Sign-ins, every administrator change, exports, role and two-factor changes."
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void downloadCsv()} loading={downloading}>
            Export CSV
          </Button>
        }
      />
      <Card size="small">
        <Form<Filters>
          name="audit-filters"
          layout="inline"
          onFinish={(values) => {
            setFilters(values);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          className="ad-filters"
        >
          <Form.Item label="Action" name="action">
            <Select
              allowClear
              showSearch
              placeholder="Any"
              style={{ minWidth: 200 }}
              options={(log.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
            />
          </Form.Item>
          <Form.Item label="Administrator" name="admin">
            <Input placeholder="Login" allowClear />
          </Form.Item>
          <Form.Item label="From" name="from">
            <Input type="date" />
          </Form.Item>
          <Form.Item label="To" name="to">
            <Input type="date" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Filter
            </Button>
          </Space>
        </Form>
        {log.isError && <Alert type="error" title={errorMessage(log.error)} />}
        <Table<AuditEntry>
          className="ad-table"
          rowKey="id"
          size="small"
          loading={log.isFetching}
          dataSource={log.data?.entries ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: log.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, pageSize) => setPage({ page: next, pageSize }),
          }}
          columns={[
            { title: `Time (${zone})`, dataIndex: 'created_at', render: (value: string) => formatInZone(value, zone) },
            { title: 'Administrator', dataIndex: 'admin' },
            { title: 'Action', dataIndex: 'action' },
            { title: 'Target', dataIndex: 'target' },
            {
              title: 'Change',
              key: 'change',
              render: (_: unknown, row) => (
                <span className="ad-cell-note" title={`${describe(row.before)} → ${describe(row.after)}`}>
                  {row.before != null && <>{describe(row.before)} → </>}
                  {describe(row.after)}
                </span>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

import { useErrorMessage, useHost, type Translate } from '@openpresale/shared';
import type { AuditEntry } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { downloadText } from '../../../lib/csv';
import { useInZone } from '../../../lib/use-in-zone';
import { auditEn } from '../i18n/en';

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

type AuditKey = keyof typeof auditEn;

/** An action's readable name; an action this screen does not know yet shows as it is stored. */
function actionLabel(t: Translate<AuditKey>, action: string): string | null {
  const key = `audit.action.${action}`;
  return Object.hasOwn(auditEn, key) ? t(key as AuditKey) : null;
}

const describe = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The owner's audit log: who did what and when, filtered, as a table or a CSV download. */
export function AuditPage() {
  const api = useAdminApi();
  const host = useHost();
  const zone = useAdminTimeZone();
  const inZone = useInZone();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [downloading, setDownloading] = useState(false);
  const t = useT();
  const failure = useErrorMessage();
  const errorMessage = (error: unknown) => failure(error, { network: t('audit.errorOccurred') });
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
      if (!response.ok) throw new Error(t('audit.downloadFailed', { status: response.status }));
      downloadText(`audit-${new Date().toISOString().slice(0, 10)}.csv`, await response.text());
    } catch (error) {
      host.notify({ kind: 'error', title: t('audit.exportFailed'), description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void downloadCsv()} loading={downloading}>
            {t('audit.export')}
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
          <Form.Item label={t('audit.filter.action')} name="action">
            <Select
              allowClear
              showSearch
              placeholder={t('audit.filter.any')}
              optionFilterProp="label"
              className="ad-filter-action"
              options={(log.data?.actions ?? []).map((a) => {
                const label = actionLabel(t, a);
                return { value: a, label: label ? `${label} · ${a}` : a };
              })}
            />
          </Form.Item>
          <Form.Item label={t('audit.filter.admin')} name="admin">
            <Input placeholder={t('audit.filter.login')} allowClear />
          </Form.Item>
          <Form.Item label={t('audit.filter.from')} name="from">
            <Input type="date" />
          </Form.Item>
          <Form.Item label={t('audit.filter.to')} name="to">
            <Input type="date" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('audit.filter.submit')}
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
            { title: t('audit.column.time', { zone }), dataIndex: 'created_at', render: (value: string) => inZone(value, zone) },
            { title: t('audit.column.admin'), dataIndex: 'admin' },
            {
              title: t('audit.column.action'),
              dataIndex: 'action',
              render: (action: string) => {
                const label = actionLabel(t, action);
                return label ? (
                  <>
                    {label} <span className="ad-mono ad-muted">{action}</span>
                  </>
                ) : (
                  <span className="ad-mono">{action}</span>
                );
              },
            },
            { title: t('audit.column.target'), dataIndex: 'target' },
            {
              title: t('audit.column.change'),
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

import { useErrorMessage, useHost, type Translate } from '@openpresale/shared';
import { outboxQuery, queryKeys } from '@openpresale/shared/queries';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxResponse, type OutboxStatus } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { AdminTable } from '../../../components/admin-table';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { useInZone } from '../../../lib/use-in-zone';
import { useListEmptyText } from '../../../components/list-empty-text';
import { outboxEn } from '../i18n/en';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  logged: 'default',
};

type OutboxKey = keyof typeof outboxEn;

/** What each kind of message is, in the administrator's words; an unknown kind shows as it is stored. */
function kindLabel(t: Translate<OutboxKey>, kind: string): string {
  const key = `outbox.kind.${kind}`;
  return Object.hasOwn(outboxEn, key) ? t(key as OutboxKey) : kind;
}

function MailMode({ mode }: { mode: OutboxResponse['mail']['mode'] }) {
  const t = useT();
  if (mode === 'smtp') return <Alert type="success" showIcon message={t('outbox.mail.smtp')} />;
  if (mode === 'log') return <Alert type="info" showIcon message={t('outbox.mail.log')} />;
  return <Alert type="warning" showIcon message={t('outbox.mail.off')} description={t('outbox.mail.offText')} />;
}

interface MailSettings {
  requireVerifiedEmail: boolean;
  adminNotifyEmail: string;
  adminDigestMinutes: number;
}

function MailSettingsCard({ current }: { current: MailSettings }) {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const t = useT();
  const errorMessage = useErrorMessage();
  return (
    <Card size="small" title={t('outbox.settings.title')}>
      <Form<MailSettings>
        name="mail-settings"
        layout="vertical"
        initialValues={current}
        requiredMark={false}
        onFinish={async (values) => {
          setSaving(true);
          try {
            await api.put('settings.php', {
              body: {
                requireVerifiedEmail: values.requireVerifiedEmail,
                adminNotifyEmail: (values.adminNotifyEmail ?? '').trim(),
                adminDigestMinutes: values.adminDigestMinutes,
              },
            });
            await queryClient.invalidateQueries({ queryKey: queryKeys.outboxAll });
            await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
            host.notify({ kind: 'success', title: t('outbox.settings.saved') });
          } catch (error) {
            host.notify({
              kind: 'error',
              title: t('outbox.settings.saveFailed', { message: errorMessage(error, { network: t('outbox.errorOccurred') }) }),
            });
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item
          label={t('outbox.settings.requireVerified')}
          name="requireVerifiedEmail"
          valuePropName="checked"
          extra={t('outbox.settings.requireVerifiedHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('outbox.settings.digestTo')}
          name="adminNotifyEmail"
          rules={[{ type: 'email', message: t('outbox.settings.digestToRule') }]}
          extra={t('outbox.settings.digestToHelp')}
        >
          <Input type="email" placeholder={t('outbox.settings.digestToPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('outbox.settings.digestEvery')}
          name="adminDigestMinutes"
          rules={[{ required: true, type: 'integer', min: 1, max: 1440, message: t('outbox.settings.digestEveryRule') }]}
        >
          <InputNumber min={1} max={1440} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('outbox.settings.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** Every e-mail the product wrote: whether it left, how often it was tried, and why it failed. */
export function OutboxPage() {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const zone = useAdminTimeZone();
  const inZone = useInZone();
  const paging = usePersistentPaging('outbox', 20);
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const t = useT();
  const listEmptyText = useListEmptyText();
  const errorMessage = useErrorMessage();
  const statusLabel = (s: OutboxStatus) => t(`outbox.status.${s}`);
  const list = useQuery({
    ...outboxQuery(host.api, { page: paging.pageIndex + 1, pageSize: paging.pageSize, status }),
    placeholderData: keepPreviousData,
  });
  useClampPage(paging, list.data?.total);

  async function resend(row: OutboxMessage) {
    try {
      await api.post(`outbox.php`, { query: { id: row.id } });
      host.notify({
        kind: 'success',
        title: t('outbox.queued', { id: row.id }),
        description: t('outbox.queuedTo', { recipient: row.recipient }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.outboxAll });
    } catch (error) {
      host.notify({
        kind: 'error',
        title: t('outbox.resendFailed', { message: errorMessage(error, { network: t('outbox.errorOccurred') }) }),
      });
    }
  }

  const columns: ColumnsType<OutboxMessage> = [
    {
      title: t('outbox.column.status'),
      dataIndex: 'status',
      render: (s: OutboxStatus) => <Tag color={STATUS_COLORS[s]}>{statusLabel(s)}</Tag>,
    },
    { title: t('outbox.column.written', { zone }), dataIndex: 'created_at', render: (v: string) => inZone(v, zone) },
    {
      title: t('outbox.column.to'),
      dataIndex: 'recipient',
      render: (v: string) => (
        <span className="ad-cell-email" title={v}>
          {v}
        </span>
      ),
    },
    { title: t('outbox.column.message'), dataIndex: 'kind', render: (kind: string) => kindLabel(t, kind) },
    { title: t('outbox.column.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      title: t('outbox.column.lastError'),
      dataIndex: 'last_error',
      render: (v: string | null) =>
        v ? (
          <Typography.Text type="danger" className="ad-outbox-error" title={v}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: <span className="visually-hidden">{t('outbox.column.actions')}</span>,
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size="small">
          <Button size="small" onClick={() => setReading(row)} aria-label={t('outbox.readLabel', { id: row.id })}>
            {t('outbox.read')}
          </Button>
          {row.status !== 'pending' && row.status !== 'sending' && (
            <Button size="small" onClick={() => void resend(row)} aria-label={t('outbox.resendLabel', { id: row.id })}>
              {t('outbox.resend')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <Space direction="vertical" size="middle" className="ad-full-width">
        {list.data && <MailMode mode={list.data.mail.mode} />}
        <Card size="small">
          <div className="ad-toolbar">
            <Select<string>
              aria-label={t('outbox.filter')}
              className="ad-status-filter"
              value={status ?? 'all'}
              onChange={(value) => {
                setStatus(value === 'all' ? undefined : (value as OutboxStatus));
                paging.setPageIndex(0);
              }}
              options={[
                { value: 'all', label: t('outbox.allStatuses') },
                ...OUTBOX_STATUSES.map((s) => ({
                  value: s,
                  label: t('outbox.statusCount', { status: statusLabel(s), count: list.data?.counts[s] ?? 0 }),
                })),
              ]}
            />
          </div>
          <AdminTable<OutboxMessage>
            label={t('outbox.table')}
            rowKey="id"
            columns={columns}
            dataSource={list.data?.messages ?? []}
            loading={list.isFetching && !list.isPending}
            className="ad-nowrap-table"
            locale={{
              emptyText: listEmptyText(list, t('outbox.loading'), t('outbox.empty')),
            }}
            pagination={{
              current: paging.pageIndex + 1,
              pageSize: paging.pageSize,
              total: list.data?.total,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100],
              onChange: (page, pageSize) => {
                if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
                else paging.setPageIndex(page - 1);
              },
            }}
          />
        </Card>
        {list.data && <MailSettingsCard key={JSON.stringify(list.data.mail)} current={list.data.mail} />}
      </Space>
      <Modal
        open={reading !== null}
        title={reading?.subject}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t('outbox.close')}</Button>}
        destroyOnHidden
      >
        {reading && (
          <>
            <Typography.Paragraph type="secondary">
              {t('outbox.readTo', { recipient: reading.recipient, messageId: reading.message_id })}
            </Typography.Paragraph>
            <pre className="ad-outbox-text">{reading.text}</pre>
            <Typography.Paragraph type="secondary">{t('outbox.linksHidden')}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

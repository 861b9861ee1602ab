import { useHost } from '@openpresale/shared';
import { outboxQuery, queryKeys } from '@openpresale/shared/queries';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxResponse, type OutboxStatus } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { AdminTable } from '../../../components/admin-table';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { formatInZone } from '../../../lib/time-zone';
import { listEmptyText } from '../../../components/list-empty-text';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  logged: 'default',
};

const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Written to the log',
};

/** What each kind of message is, in the administrator's words. */
const KIND_LABELS: Record<string, string> = {
  verify_email: 'Address confirmation',
  confirm_new_email: 'New address confirmation',
  email_change_notice: 'Address change notice',
  reset_password: 'Password reset link',
  password_changed: 'Password changed notice',
  payout_address_changed: 'Payout address notice',
  order_placed: 'Order received',
  order_credited: 'Order credited',
  order_rejected: 'Order rejected',
  balance_credited: 'Tokens credited',
  withdrawal_requested: 'Withdrawal requested',
  withdrawal_sent: 'Withdrawal sent',
  withdrawal_rejected: 'Withdrawal rejected',
  admin_digest: 'Administrators’ digest',
};

function MailMode({ mode }: { mode: OutboxResponse['mail']['mode'] }) {
  if (mode === 'smtp') return <Alert type="success" showIcon message="Mail is sent through the SMTP server set in SMTP_URL." />;
  if (mode === 'log')
    return (
      <Alert
        type="info"
        showIcon
        message="Development mode: messages are written to the server log (MAIL_LOG), not sent. Set SMTP_URL to send them."
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      message="Mail is not configured"
      description="SMTP_URL is not set, so no e-mail leaves the server. Messages wait here and are sent once the server is started with SMTP_URL."
    />
  );
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
  return (
    <Card size="small" title="E-mail settings">
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
            host.notify({ kind: 'success', title: 'E-mail settings saved' });
          } catch (error) {
            host.notify({ kind: 'error', title: `Could not save: ${errorMessage(error)}` });
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item
          label="Buyers confirm their e-mail address before their first order"
          name="requireVerifiedEmail"
          valuePropName="checked"
          extra="Off: buyers may order before opening the link sent at registration."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="Send the administrators' digest to"
          name="adminNotifyEmail"
          rules={[{ type: 'email', message: 'Enter an e-mail address, or leave it empty for no digest.' }]}
          extra="New withdrawal requests, new orders and undelivered e-mails. Empty: no digest."
        >
          <Input type="email" placeholder="operations@example.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="At most one digest every (minutes)"
          name="adminDigestMinutes"
          rules={[{ required: true, type: 'integer', min: 1, max: 1440, message: 'A whole number of minutes from 1 to 1440.' }]}
        >
          <InputNumber min={1} max={1440} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
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
  const paging = usePersistentPaging('outbox', 20);
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const list = useQuery({
    ...outboxQuery(host.api, { page: paging.pageIndex + 1, pageSize: paging.pageSize, status }),
    placeholderData: keepPreviousData,
  });
  useClampPage(paging, list.data?.total);

  async function resend(row: OutboxMessage) {
    try {
      await api.post(`outbox.php`, { query: { id: row.id } });
      host.notify({ kind: 'success', title: `Message ${row.id} queued again`, description: `To ${row.recipient}` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.outboxAll });
    } catch (error) {
      host.notify({ kind: 'error', title: `Could not resend: ${errorMessage(error)}` });
    }
  }

  const columns: ColumnsType<OutboxMessage> = [
    {
      title: 'Status',
      dataIndex: 'status',
      render: (s: OutboxStatus) => <Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s]}</Tag>,
    },
    { title: `Written (${zone})`, dataIndex: 'created_at', render: (v: string) => formatInZone(v, zone) },
    {
      title: 'To',
      dataIndex: 'recipient',
      render: (v: string) => (
        <span className="ad-cell-email" title={v}>
          {v}
        </span>
      ),
    },
    { title: 'Message', dataIndex: 'kind', render: (kind: string) => KIND_LABELS[kind] ?? kind },
    { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
    {
      title: 'Last error',
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
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size="small">
          <Button size="small" onClick={() => setReading(row)} aria-label={`Read message ${row.id}`}>
            Read
          </Button>
          {row.status !== 'pending' && row.status !== 'sending' && (
            <Button size="small" onClick={() => void resend(row)} aria-label={`Resend message ${row.id}`}>
              Resend
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Outbox" description="Every e-mail the sale sends to buyers and administrators, and whether it was delivered." />
      <Space direction="vertical" size="middle" className="ad-full-width">
        {list.data && <MailMode mode={list.data.mail.mode} />}
        <Card size="small">
          <div className="ad-toolbar">
            <Select<string>
              aria-label="Filter by status"
              className="ad-status-filter"
              value={status ?? 'all'}
              onChange={(value) => {
                setStatus(value === 'all' ? undefined : (value as OutboxStatus));
                paging.setPageIndex(0);
              }}
              options={[
                { value: 'all', label: 'All statuses' },
                ...OUTBOX_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABELS[s]} (${list.data?.counts[s] ?? 0})` })),
              ]}
            />
          </div>
          <AdminTable<OutboxMessage>
            label="Outbox"
            rowKey="id"
            columns={columns}
            dataSource={list.data?.messages ?? []}
            loading={list.isFetching && !list.isPending}
            className="ad-nowrap-table"
            locale={{
              emptyText: listEmptyText(list, 'Loading messages...', 'No messages yet.'),
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
        footer={<Button onClick={() => setReading(null)}>Close</Button>}
        destroyOnHidden
      >
        {reading && (
          <>
            <Typography.Paragraph type="secondary">
              To {reading.recipient} · {reading.message_id}
            </Typography.Paragraph>
            <pre className="ad-outbox-text">{reading.text}</pre>
            <Typography.Paragraph type="secondary">
              Password reset and address confirmation links are hidden here: only the recipient can use them.
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

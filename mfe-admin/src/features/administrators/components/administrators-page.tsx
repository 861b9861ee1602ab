import { useHost } from '@openpresale/shared';
import { ADMIN_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type AdminRole } from '@openpresale/shared/permissions';
import type { AdminAccount } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { formatInZone } from '../../../lib/time-zone';

interface SecuritySettings {
  requireTwoFactor: boolean;
  idleMinutes: number;
  rateHoldPercent: number;
}

const accountsKey = ['admin', 'accounts'] as const;
const securityKey = ['admin', 'security-settings'] as const;
const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A temporary password is shown once, in a dialog the owner closes after passing it on. */
function TemporaryPassword({ shown, onClose }: { shown: { login: string; password: string } | null; onClose: () => void }) {
  return (
    <Modal
      open={shown !== null}
      title={`Temporary password for ${shown?.login ?? ''}`}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="Done"
    >
      <Typography.Paragraph>
        Give it to them privately. It is shown only now; they choose their own password at their first sign-in.
      </Typography.Paragraph>
      <Typography.Text className="ad-secret" copyable={{ text: shown?.password ?? '' }} data-testid="temporary-password">
        {shown?.password}
      </Typography.Text>
    </Modal>
  );
}

function SecuritySettingsCard() {
  const api = useAdminApi();
  const host = useHost();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: securityKey,
    queryFn: async () => (await api.get<{ settings: SecuritySettings }>('securitySettings.php')).settings,
  });
  async function save(values: SecuritySettings) {
    try {
      await api.put('securitySettings.php', { body: values });
      host.notify({ kind: 'success', title: 'Security settings saved.' });
      await queryClient.invalidateQueries({ queryKey: securityKey });
      await queryClient.invalidateQueries({ queryKey: ['api', 'adminSession'] });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
  }
  return (
    <Card title="Security settings" size="small" loading={settings.isPending}>
      {settings.data && (
        <Form<SecuritySettings> name="security-settings" layout="vertical" initialValues={settings.data} onFinish={save}>
          <Form.Item label="Require two-factor sign-in of every administrator" name="requireTwoFactor" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label="Sign out an administrator after this many idle minutes"
            name="idleMinutes"
            rules={[{ required: true, type: 'integer', min: 5, max: 720, message: 'From 5 to 720 minutes.' }]}
          >
            <InputNumber min={5} max={720} />
          </Form.Item>
          <Form.Item
            label="Hold a fetched rate for confirmation when it moves more than (%)"
            name="rateHoldPercent"
            rules={[{ required: true, type: 'number', min: 1, max: 100, message: 'From 1 to 100 percent.' }]}
          >
            <InputNumber min={1} max={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Save
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** The owner's screen: every administrator, their role and state; invitations, resets, security settings. */
export function AdministratorsPage() {
  const api = useAdminApi();
  const host = useHost();
  const self = useAdminSelf();
  const zone = useAdminTimeZone();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [inviteForm] = Form.useForm<{ login: string; role: AdminRole }>();
  const [shown, setShown] = useState<{ login: string; password: string } | null>(null);
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: async () => (await api.get<{ admins: AdminAccount[] }>('adminAccounts.php')).admins,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKey });

  async function invite(values: { login: string; role: AdminRole }) {
    try {
      const answer = await api.post<{ admin: AdminAccount; temporaryPassword: string }>('adminAccounts.php', {
        body: { login: values.login.trim(), role: values.role },
      });
      inviteForm.resetFields();
      setShown({ login: answer.admin.login, password: answer.temporaryPassword });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
    await refresh();
  }

  async function change(row: AdminAccount, body: { role?: AdminRole; disabled?: boolean }, done: string) {
    try {
      await api.put('adminAccounts.php', { body: { id: row.id, ...body } });
      host.notify({ kind: 'success', title: done });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
    await refresh();
  }

  function reset(row: AdminAccount) {
    modal.confirm({
      title: `Reset ${row.login}?`,
      content: 'They get a new temporary password; their two-factor sign-in is removed and every session of theirs ends.',
      okText: 'Reset',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await api.post<{ temporaryPassword: string }>('adminAccounts.php', {
            query: { action: 'reset' },
            body: { id: row.id },
          });
          setShown({ login: row.login, password: answer.temporaryPassword });
        } catch (error) {
          host.notify({ kind: 'error', title: errorMessage(error) });
        }
        await refresh();
      },
    });
  }

  return (
    <>
      <PageHeader title="Administrators" description="Roles decide which screens and actions each administrator has." />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title="Administrators" size="small">
            {accounts.isError && <Alert type="error" title={errorMessage(accounts.error)} />}
            <Table<AdminAccount>
              className="ad-table"
              rowKey="id"
              size="small"
              pagination={false}
              loading={accounts.isPending}
              dataSource={accounts.data ?? []}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: 'Login',
                  dataIndex: 'login',
                  render: (login: string, row) => (
                    <>
                      {login} {row.id === self?.id && <Tag>You</Tag>}
                    </>
                  ),
                },
                {
                  title: 'Role',
                  dataIndex: 'role',
                  render: (role: AdminRole, row) =>
                    row.id === self?.id ? (
                      ROLE_LABELS[role]
                    ) : (
                      <Select<AdminRole>
                        size="small"
                        value={role}
                        options={roleOptions}
                        aria-label={`Role of ${row.login}`}
                        onChange={(next) => void change(row, { role: next }, `${row.login} is now ${ROLE_LABELS[next]}.`)}
                        style={{ minWidth: 120 }}
                      />
                    ),
                },
                {
                  title: 'State',
                  key: 'state',
                  render: (_: unknown, row) => (
                    <Space size={4} wrap>
                      {row.disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>}
                      {row.twoFactor ? <Tag color="blue">Two-factor</Tag> : <Tag>Password only</Tag>}
                      {row.mustChangePassword && <Tag color="gold">Temporary password</Tag>}
                    </Space>
                  ),
                },
                {
                  title: `Last active (${zone})`,
                  dataIndex: 'last_seen_at',
                  render: (value: string | null) => (value ? formatInZone(value, zone) : '—'),
                },
                {
                  title: 'Action',
                  key: 'action',
                  render: (_: unknown, row) =>
                    row.id === self?.id ? null : (
                      <Space size={4}>
                        <Button
                          size="small"
                          onClick={() =>
                            void change(row, { disabled: !row.disabled }, `${row.login} ${row.disabled ? 'enabled' : 'disabled'}.`)
                          }
                        >
                          {row.disabled ? 'Enable' : 'Disable'}
                        </Button>
                        <Button size="small" danger onClick={() => reset(row)}>
                          Reset…
                        </Button>
                      </Space>
                    ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Invite an administrator" size="small">
            <Form<{ login: string; role: AdminRole }>
              form={inviteForm}
              name="invite-admin"
              layout="vertical"
              initialValues={{ role: 'operator' }}
              onFinish={invite}
              requiredMark={false}
            >
              <Form.Item
                label="Login"
                name="login"
                rules={[
                  { required: true, whitespace: true, min: 2, message: 'Login must be at least 2 characters.' },
                  { pattern: /^[A-Za-z0-9._@-]+$/, message: 'Login may contain only letters, digits and . _ @ -' },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label="Role" name="role" extra={<RoleHelp />}>
                <Select<AdminRole> options={roleOptions} />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                Invite
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <SecuritySettingsCard />
        </Col>
      </Row>
      <TemporaryPassword shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

function RoleHelp() {
  return (
    <ul className="ad-role-help">
      {ADMIN_ROLES.map((role) => (
        <li key={role}>
          <strong>{ROLE_LABELS[role]}:</strong> {ROLE_DESCRIPTIONS[role]}
        </li>
      ))}
    </ul>
  );
}

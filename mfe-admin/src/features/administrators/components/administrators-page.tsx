import { useErrorMessage, useHost } from '@openpresale/shared';
import { ADMIN_ROLES, type AdminRole } from '@openpresale/shared/permissions';
import type { AdminAccount } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { useInZone } from '../../../lib/use-in-zone';

interface SecuritySettings {
  requireTwoFactor: boolean;
  idleMinutes: number;
  rateHoldPercent: number;
}

const accountsKey = ['admin', 'accounts'] as const;
const securityKey = ['admin', 'security-settings'] as const;

/** A role's name and the options of a role picker, in the page's language. */
function useRoles() {
  const t = useT();
  const label = (role: AdminRole) => t(`administrators.role.${role}`);
  return { label, options: ADMIN_ROLES.map((role) => ({ value: role, label: label(role) })) };
}

/** A failed request's text, with this screen's words for one that never got an answer. */
function useFailureText() {
  const t = useT();
  const failure = useErrorMessage();
  return (error: unknown) => failure(error, { network: t('administrators.errorOccurred') });
}

/** A temporary password is shown once, in a dialog the owner closes after passing it on. */
function TemporaryPassword({ shown, onClose }: { shown: { login: string; password: string } | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={shown !== null}
      title={t('administrators.temporary.title', { login: shown?.login ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('administrators.temporary.done')}
    >
      <Typography.Paragraph>{t('administrators.temporary.text')}</Typography.Paragraph>
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
  const t = useT();
  const errorMessage = useFailureText();
  const settings = useQuery({
    queryKey: securityKey,
    queryFn: async () => (await api.get<{ settings: SecuritySettings }>('securitySettings.php')).settings,
  });
  async function save(values: SecuritySettings) {
    try {
      await api.put('securitySettings.php', { body: values });
      host.notify({ kind: 'success', title: t('administrators.settings.saved') });
      await queryClient.invalidateQueries({ queryKey: securityKey });
      await queryClient.invalidateQueries({ queryKey: ['api', 'adminSession'] });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
  }
  return (
    <Card title={t('administrators.settings.title')} size="small" loading={settings.isPending}>
      {settings.data && (
        <Form<SecuritySettings> name="security-settings" layout="vertical" initialValues={settings.data} onFinish={save}>
          <Form.Item label={t('administrators.settings.requireTwoFactor')} name="requireTwoFactor" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label={t('administrators.settings.idle')}
            name="idleMinutes"
            rules={[{ required: true, type: 'integer', min: 5, max: 720, message: t('administrators.settings.idleRule') }]}
          >
            <InputNumber min={5} max={720} />
          </Form.Item>
          <Form.Item
            label={t('administrators.settings.hold')}
            name="rateHoldPercent"
            rules={[{ required: true, type: 'number', min: 1, max: 100, message: t('administrators.settings.holdRule') }]}
          >
            <InputNumber min={1} max={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('administrators.settings.save')}
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
  const inZone = useInZone();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [inviteForm] = Form.useForm<{ login: string; role: AdminRole }>();
  const [shown, setShown] = useState<{ login: string; password: string } | null>(null);
  const t = useT();
  const roles = useRoles();
  const errorMessage = useFailureText();
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
      title: t('administrators.reset.title', { login: row.login }),
      content: t('administrators.reset.text'),
      okText: t('administrators.reset.ok'),
      cancelText: t('administrators.cancel'),
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
      <PageHeader title={t('administrators.title')} description={t('administrators.description')} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={t('administrators.list')} size="small">
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
                  title: t('administrators.column.login'),
                  dataIndex: 'login',
                  render: (login: string, row) => (
                    <>
                      {login} {row.id === self?.id && <Tag>{t('administrators.you')}</Tag>}
                    </>
                  ),
                },
                {
                  title: t('administrators.column.role'),
                  dataIndex: 'role',
                  render: (role: AdminRole, row) =>
                    row.id === self?.id ? (
                      roles.label(role)
                    ) : (
                      <Select<AdminRole>
                        size="small"
                        value={role}
                        options={roles.options}
                        aria-label={t('administrators.roleOf', { login: row.login })}
                        onChange={(next) =>
                          void change(row, { role: next }, t('administrators.roleChanged', { login: row.login, role: roles.label(next) }))
                        }
                        style={{ minWidth: 120 }}
                      />
                    ),
                },
                {
                  title: t('administrators.column.state'),
                  key: 'state',
                  render: (_: unknown, row) => (
                    <Space size={4} wrap>
                      {row.disabled ? (
                        <Tag color="red">{t('administrators.state.disabled')}</Tag>
                      ) : (
                        <Tag color="green">{t('administrators.state.active')}</Tag>
                      )}
                      {row.twoFactor ? (
                        <Tag color="blue">{t('administrators.state.twoFactor')}</Tag>
                      ) : (
                        <Tag>{t('administrators.state.passwordOnly')}</Tag>
                      )}
                      {row.mustChangePassword && <Tag color="gold">{t('administrators.state.temporaryPassword')}</Tag>}
                    </Space>
                  ),
                },
                {
                  title: t('administrators.column.lastActive', { zone }),
                  dataIndex: 'last_seen_at',
                  render: (value: string | null) => (value ? inZone(value, zone) : '—'),
                },
                {
                  title: t('administrators.column.action'),
                  key: 'action',
                  render: (_: unknown, row) =>
                    row.id === self?.id ? null : (
                      <Space size={4}>
                        <Button
                          size="small"
                          onClick={() =>
                            void change(
                              row,
                              { disabled: !row.disabled },
                              t(row.disabled ? 'administrators.enabled' : 'administrators.disabled', { login: row.login }),
                            )
                          }
                        >
                          {row.disabled ? t('administrators.enable') : t('administrators.disable')}
                        </Button>
                        <Button size="small" danger onClick={() => reset(row)}>
                          {t('administrators.resetStart')}
                        </Button>
                      </Space>
                    ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('administrators.invite.title')} size="small">
            <Form<{ login: string; role: AdminRole }>
              form={inviteForm}
              name="invite-admin"
              layout="vertical"
              initialValues={{ role: 'operator' }}
              onFinish={invite}
              requiredMark={false}
            >
              <Form.Item
                label={t('administrators.invite.login')}
                name="login"
                rules={[
                  { required: true, whitespace: true, min: 2, message: t('administrators.invite.loginShort') },
                  { pattern: /^[A-Za-z0-9._@-]+$/, message: t('administrators.invite.loginChars') },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('administrators.invite.role')} name="role" extra={<RoleHelp />}>
                <Select<AdminRole> options={roles.options} />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('administrators.invite.submit')}
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
  const t = useT();
  const roles = useRoles();
  return (
    <ul className="ad-role-help">
      {ADMIN_ROLES.map((role) => (
        <li key={role}>
          <strong>{roles.label(role)}:</strong> {t(`administrators.roleHelp.${role}`)}
        </li>
      ))}
    </ul>
  );
}

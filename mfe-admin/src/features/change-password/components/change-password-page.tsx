import { ApiRequestError, useErrorMessage, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';
import { useT } from '../../../i18n';

interface PasswordValues {
  login: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordPage() {
  const host = useHost();
  const t = useT();
  const describe = useErrorMessage();
  const required = (field: string) => [{ required: true, message: t('changePassword.required', { field }) }];
  const min10 = (field: string) => [{ required: true, min: 10, message: t('changePassword.min10', { field }) }];
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const self = useAdminSelf();

  async function submit(values: PasswordValues) {
    setBusy(true);
    try {
      // The host client directly, not useAdminApi: a wrong old password may come back as 401, and
      // that must show its message rather than sign the administrator out.
      const answer = await host.api.put<{ token: string }>('admin.php', {
        auth: 'admin',
        body: {
          login: values.login.trim(),
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        },
      });
      // The server ended every older session; the new token is the one this browser keeps.
      // Marking the new token as checked spares a spinner flash from the shell's guard, which keys
      // its session check by token; the guard still re-checks on the next navigation.
      const self = await host.api.get<{ admin: AdminSelf }>('admin.php', { token: answer.token });
      queryClient.setQueryData(queryKeys.adminSession(answer.token), self.admin);
      host.signInAdmin(answer.token);
      form.resetFields();
      host.notify({ kind: 'success', title: t('changePassword.updated') });
    } catch (error) {
      const message = error instanceof ApiRequestError && error.status !== 0 ? describe(error) : t('changePassword.failed');
      host.notify({ kind: 'error', title: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('changePassword.title')} description={t('changePassword.description')} />
      {self?.mustChangePassword && (
        <Alert
          className="ad-page-alert"
          type="warning"
          showIcon
          title={t('changePassword.mustChange.title')}
          description={t('changePassword.mustChange.description')}
        />
      )}
      <Row>
        <Col xs={24} md={16} xl={10}>
          <Card size="small">
            <Form<PasswordValues>
              name="change-password"
              form={form}
              layout="vertical"
              onFinish={submit}
              disabled={busy}
              requiredMark={false}
            >
              <Form.Item
                label={t('changePassword.login')}
                name="login"
                rules={[{ required: true, whitespace: true, min: 2, message: t('changePassword.loginInvalid') }]}
              >
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item label={t('changePassword.oldPassword')} name="oldPassword" rules={required(t('changePassword.oldPassword'))}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item label={t('changePassword.newPassword')} name="newPassword" rules={min10(t('changePassword.newPassword'))}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label={t('changePassword.confirmPassword')}
                name="confirmPassword"
                dependencies={['newPassword']}
                rules={[
                  ...min10(t('changePassword.confirmPassword')),
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: string) => {
                      if (value && value !== getFieldValue('newPassword')) throw new Error(t('changePassword.mismatch'));
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('changePassword.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}

import { ApiRequestError, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';

interface PasswordValues {
  login: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const required = (label: string) => [{ required: true, message: `${label} is required.` }];
const min10 = (label: string) => [{ required: true, min: 10, message: `${label} must be at least 10 characters.` }];

export function ChangePasswordPage() {
  const host = useHost();
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
      host.notify({ kind: 'success', title: 'Password updated successfully.' });
    } catch (error) {
      const message = error instanceof ApiRequestError && error.status !== 0 && error.message ? error.message : 'Failed to update password';
      host.notify({ kind: 'error', title: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title="Change password" description="Other signed-in administrator sessions end when the password changes." />
      {self?.mustChangePassword && (
        <Alert
          className="ad-page-alert"
          type="warning"
          showIcon
          title="Choose your own password to continue"
          description="You signed in with a temporary password. Enter it as the old password, then a new one of at least 10 characters."
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
                label="Admin name"
                name="login"
                rules={[{ required: true, whitespace: true, min: 2, message: 'Admin name must be at least 2 characters.' }]}
              >
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item label="Old password" name="oldPassword" rules={required('Old password')}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item label="New password" name="newPassword" rules={min10('New password')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label="Confirm password"
                name="confirmPassword"
                dependencies={['newPassword']}
                rules={[
                  ...min10('Confirm password'),
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: string) => {
                      if (value && value !== getFieldValue('newPassword')) throw new Error('Passwords do not match.');
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Update password
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}

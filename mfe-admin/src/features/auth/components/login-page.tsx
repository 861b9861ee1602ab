import { ApiRequestError, useHost, usePageTitle } from '@openpresale/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../lib/paths';

interface LoginValues {
  login: string;
  password: string;
}

export function LoginPage() {
  const host = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  usePageTitle('Admin Login');

  // Already holding a token: the dashboard's guard checks it and sends the browser back if it is stale.
  if (host.session.adminToken) return <Navigate to={adminPaths.dashboard} replace />;

  async function submit(values: LoginValues) {
    setError('');
    setSubmitting(true);
    try {
      const answer = await host.api.post<{ token: string }>('admin.php', {
        body: { login: values.login.trim(), password: values.password },
      });
      host.signInAdmin(answer.token);
      navigate(adminPaths.dashboard);
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.status === 0) setError('An error occurred during login.');
      else setError(cause instanceof ApiRequestError && cause.message ? cause.message : 'Login failed.');
      setSubmitting(false);
    }
  }

  return (
    <main className="ad-login">
      <Card className="ad-login-card">
        <Typography.Title level={1} className="ad-login-title">
          Administrator login
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to manage the presale.</Typography.Paragraph>
        <Form<LoginValues> name="admin-login" layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting}>
          <Form.Item label="Login" name="login" rules={[{ required: true, whitespace: true, message: 'Please enter your login.' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Login
          </Button>
        </Form>
        {error && <Alert className="ad-login-error" type="error" showIcon title={error} role="alert" />}
      </Card>
    </main>
  );
}

import { ApiRequestError, useHost, usePageTitle } from '@openpresale/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../lib/paths';

interface LoginValues {
  login: string;
  password: string;
}

interface CodeValues {
  code: string;
}

type LoginAnswer = { token: string } | { secondFactor: true; pendingToken: string };

function messageOf(cause: unknown, network: string, fallback: string): string {
  if (cause instanceof ApiRequestError && cause.status === 0) return network;
  return cause instanceof ApiRequestError && cause.message ? cause.message : fallback;
}

/**
 * Administrator sign-in: the password, then — for an administrator with two-factor sign-in — the
 * app's 6-digit code or a recovery code, sent with the short-lived token the first step gave.
 */
export function LoginPage() {
  const host = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  usePageTitle('Admin Login');

  // Already holding a token: the dashboard's guard checks it and sends the browser back if it is stale.
  if (host.session.adminToken) return <Navigate to={adminPaths.dashboard} replace />;

  function signedIn(token: string) {
    host.signInAdmin(token);
    navigate(adminPaths.dashboard);
  }

  async function submit(values: LoginValues) {
    setError('');
    setSubmitting(true);
    try {
      const answer = await host.api.post<LoginAnswer>('admin.php', {
        body: { login: values.login.trim(), password: values.password },
      });
      if ('token' in answer) return signedIn(answer.token);
      setPendingToken(answer.pendingToken);
    } catch (cause) {
      setError(messageOf(cause, 'An error occurred during login.', 'Login failed.'));
    }
    setSubmitting(false);
  }

  async function verify(values: CodeValues) {
    setError('');
    setSubmitting(true);
    try {
      const body = useRecovery ? { recoveryCode: values.code.trim() } : { code: values.code.replace(/\s/g, '') };
      const answer = await host.api.post<{ token: string }>('admin.php', { query: { action: 'verify' }, body, token: pendingToken! });
      return signedIn(answer.token);
    } catch (cause) {
      // the first step's token lives five minutes: after that, start again from the password
      if (cause instanceof ApiRequestError && cause.status === 401 && /first step has expired/.test(cause.message)) setPendingToken(null);
      setError(messageOf(cause, 'An error occurred during login.', 'The code was not accepted.'));
    }
    setSubmitting(false);
  }

  return (
    <main className="ad-login">
      <Card className="ad-login-card">
        <Typography.Title level={1} className="ad-login-title">
          Administrator login
        </Typography.Title>
        {pendingToken === null ? (
          <>
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
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {useRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
            </Typography.Paragraph>
            <Form<CodeValues>
              key={useRecovery ? 'recovery' : 'code'}
              name="admin-second-factor"
              layout="vertical"
              requiredMark={false}
              onFinish={verify}
              disabled={submitting}
            >
              <Form.Item
                label={useRecovery ? 'Recovery code' : 'Code'}
                name="code"
                rules={
                  useRecovery
                    ? [{ required: true, whitespace: true, message: 'Please enter a recovery code.' }]
                    : [{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'The code has 6 digits.' }]
                }
              >
                <Input autoComplete="one-time-code" inputMode={useRecovery ? 'text' : 'numeric'} autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                Verify
              </Button>
            </Form>
            <Button type="link" className="ad-login-switch" onClick={() => setUseRecovery((r) => !r)}>
              {useRecovery ? 'Use the code from the app' : 'Use a recovery code'}
            </Button>
          </>
        )}
        {error && <Alert className="ad-login-error" type="error" showIcon title={error} role="alert" />}
      </Card>
    </main>
  );
}

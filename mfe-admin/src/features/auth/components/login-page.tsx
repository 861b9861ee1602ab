import { ApiRequestError, useErrorMessage, useHost, usePageTitle } from '@openpresale/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { adminPaths } from '../../../lib/paths';

interface LoginValues {
  login: string;
  password: string;
}

interface CodeValues {
  code: string;
}

type LoginAnswer = { token: string } | { secondFactor: true; pendingToken: string };

/**
 * Administrator sign-in: the password, then — for an administrator with two-factor sign-in — the
 * app's 6-digit code or a recovery code, sent with the short-lived token the first step gave.
 */
export function LoginPage() {
  const host = useHost();
  const t = useT();
  const describe = useErrorMessage();
  // the server's reason (in the page's language when it gives a code), else this screen's words
  const messageOf = (cause: unknown, fallback: string) =>
    cause instanceof ApiRequestError ? describe(cause, { network: t('auth.networkError'), failed: cause.message || fallback }) : fallback;
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  usePageTitle(t('auth.pageTitle'));

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
      setError(messageOf(cause, t('auth.failed')));
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
      setError(messageOf(cause, t('auth.codeRejected')));
    }
    setSubmitting(false);
  }

  return (
    <main className="ad-login">
      <Card className="ad-login-card">
        <Typography.Title level={1} className="ad-login-title">
          {t('auth.title')}
        </Typography.Title>
        {pendingToken === null ? (
          <>
            <Typography.Paragraph type="secondary">{t('auth.intro')}</Typography.Paragraph>
            <Form<LoginValues> name="admin-login" layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting}>
              <Form.Item
                label={t('auth.login')}
                name="login"
                rules={[{ required: true, whitespace: true, message: t('auth.loginRequired') }]}
              >
                <Input autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item label={t('auth.password')} name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t('auth.submit')}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{useRecovery ? t('auth.recoveryIntro') : t('auth.codeIntro')}</Typography.Paragraph>
            <Form<CodeValues>
              key={useRecovery ? 'recovery' : 'code'}
              name="admin-second-factor"
              layout="vertical"
              requiredMark={false}
              onFinish={verify}
              disabled={submitting}
            >
              <Form.Item
                label={useRecovery ? t('auth.recoveryCode') : t('auth.code')}
                name="code"
                rules={
                  useRecovery
                    ? [{ required: true, whitespace: true, message: t('auth.recoveryRequired') }]
                    : [{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('auth.codeInvalid') }]
                }
              >
                <Input autoComplete="one-time-code" inputMode={useRecovery ? 'text' : 'numeric'} autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t('auth.verify')}
              </Button>
            </Form>
            <Button type="link" className="ad-login-switch" onClick={() => setUseRecovery((r) => !r)}>
              {useRecovery ? t('auth.useApp') : t('auth.useRecovery')}
            </Button>
          </>
        )}
        {error && <Alert className="ad-login-error" type="error" showIcon title={error} role="alert" />}
      </Card>
    </main>
  );
}

import { useHost } from '@openpresale/shared';
import type { AdminSessionRow } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, QRCode, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { downloadText } from '../../../lib/csv';
import { useAdminTimeZone } from '../../../api/settings';
import { formatInZone } from '../../../lib/time-zone';

interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  available: boolean;
}

const twoFactorKey = ['admin', 'two-factor'] as const;
const sessionsKey = ['admin', 'sessions'] as const;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Save these ten recovery codes now"
        description="Each one signs you in once if your phone is lost. They are not shown again."
      />
      <ol className="ad-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => downloadText('recovery-codes.txt', `${codes.join('\n')}\n`, 'text/plain;charset=utf-8')}>Download</Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </div>
  );
}

function TwoFactorCard() {
  const api = useAdminApi();
  const host = useHost();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: () => api.get<TwoFactorStatus>('twoFactor.php') });
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [off, setOff] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    await queryClient.invalidateQueries({ queryKey: ['api', 'adminSession'] });
  };

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => setEnrolment(await api.post<{ secret: string; uri: string }>('twoFactor.php', { query: { action: 'start' } })));
  const confirm = ({ code }: { code: string }) =>
    run(async () => {
      const answer = await api.post<{ recoveryCodes: string[] }>('twoFactor.php', {
        query: { action: 'confirm' },
        body: { code: code.trim() },
      });
      setEnrolment(null);
      setCodes(answer.recoveryCodes);
      host.notify({ kind: 'success', title: 'Two-factor sign-in is on.' });
    });
  const regenerate = ({ code }: { code: string }) =>
    run(async () => {
      const answer = await api.post<{ recoveryCodes: string[] }>('twoFactor.php', {
        query: { action: 'recovery-codes' },
        body: { code: code.trim() },
      });
      setCodes(answer.recoveryCodes);
    });
  const turnOff = ({ password, code }: { password: string; code: string }) =>
    run(async () => {
      await api.delete('twoFactor.php', { body: { password, code: code.trim() } });
      setOff(false);
      host.notify({ kind: 'success', title: 'Two-factor sign-in is off.' });
      await refresh();
    });

  if (codes) {
    return (
      <Card title="Two-factor sign-in" size="small">
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            void refresh();
          }}
        />
      </Card>
    );
  }
  const s = status.data;
  return (
    <Card title="Two-factor sign-in" size="small" loading={status.isPending}>
      {status.isError && <Alert type="error" title={errorMessage(status.error)} />}
      {s && !s.available && (
        <Alert type="info" showIcon title="Not available on this server: it has no SECRETS_KEY to protect the secrets with." />
      )}
      {s && s.available && !s.enabled && !enrolment && (
        <Flex vertical gap="middle" align="flex-start">
          {s.required && <Alert type="warning" showIcon title="The owner requires two-factor sign-in: set it up to continue." />}
          <Typography.Paragraph>
            Sign-in then asks for a 6-digit code from an authenticator app (any app for TOTP codes) after the password.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={busy}>
            Set up two-factor sign-in
          </Button>
        </Flex>
      )}
      {enrolment && (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph>1. Scan this code with the authenticator app, or type the secret key into it.</Typography.Paragraph>
          <QRCode value={enrolment.uri} size={184} bordered={false} aria-label="QR code of the two-factor secret" />
          <div>
            <Typography.Text type="secondary">Secret key </Typography.Text>
            <Typography.Text className="ad-secret" copyable={{ text: enrolment.secret }} data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
          </div>
          <Typography.Paragraph>2. Enter the code the app shows.</Typography.Paragraph>
          <Form<{ code: string }> name="two-factor-confirm" layout="inline" onFinish={confirm} disabled={busy}>
            <Form.Item label="Code" name="code" rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'The code has 6 digits.' }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              Confirm
            </Button>
          </Form>
        </Flex>
      )}
      {s && s.enabled && (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph>
            <Tag color="green">On</Tag> {s.recoveryCodesLeft} of 10 recovery codes left.
          </Typography.Paragraph>
          <Form<{ code: string }> name="recovery-codes" layout="inline" onFinish={regenerate} disabled={busy}>
            <Form.Item
              label="Code from the app"
              name="code"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'The code has 6 digits.' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button htmlType="submit">New recovery codes</Button>
          </Form>
          {!s.required && !off && (
            <Button danger onClick={() => setOff(true)}>
              Turn off…
            </Button>
          )}
          {off && (
            <Form<{ password: string; code: string }> name="two-factor-off" layout="vertical" onFinish={turnOff} disabled={busy}>
              <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password.' }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                label="Code from the app"
                name="code"
                rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'The code has 6 digits.' }]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
              </Form.Item>
              <Space>
                <Button danger htmlType="submit">
                  Turn off two-factor sign-in
                </Button>
                <Button onClick={() => setOff(false)}>Cancel</Button>
              </Space>
            </Form>
          )}
        </Flex>
      )}
    </Card>
  );
}

function SessionsCard() {
  const api = useAdminApi();
  const host = useHost();
  const zone = useAdminTimeZone();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get<{ sessions: AdminSessionRow[] }>('adminSessions.php')).sessions,
  });
  async function end(row: AdminSessionRow) {
    try {
      await api.delete('adminSessions.php', { query: { id: row.id } });
      host.notify({ kind: 'success', title: 'Session ended.' });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  }
  return (
    <Card title="Active sessions" size="small">
      <Table<AdminSessionRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Signed in',
            dataIndex: 'created_at',
            render: (value: string, row) => (
              <>
                {formatInZone(value, zone)} {row.current && <Tag color="blue">This browser</Tag>}
              </>
            ),
          },
          { title: 'Last used', dataIndex: 'last_seen_at', render: (value: string | null) => (value ? formatInZone(value, zone) : '—') },
          { title: 'Address', dataIndex: 'ip', render: (value: string | null) => value ?? '—' },
          {
            title: 'Browser',
            dataIndex: 'user_agent',
            render: (value: string | null) => (
              <span className="ad-cell-email" title={value ?? ''}>
                {value ?? '—'}
              </span>
            ),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row) =>
              row.current ? null : (
                <Button
                  size="small"
                  onClick={() => void end(row)}
                  aria-label={`End the session signed in ${formatInZone(row.created_at, zone)}`}
                >
                  End
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** The signed-in administrator's own security: the second factor and the sessions open in other browsers. */
export function SecurityPage() {
  const self = useAdminSelf();
  return (
    <>
      <PageHeader title="Security" description={self ? `Your account: ${self.login}` : undefined} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TwoFactorCard />
        </Col>
        <Col xs={24} xl={12}>
          <SessionsCard />
        </Col>
      </Row>
    </>
  );
}

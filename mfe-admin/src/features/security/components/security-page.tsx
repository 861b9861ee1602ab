import { useErrorMessage, useHost } from '@openpresale/shared';
import type { AdminSessionRow } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, QRCode, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useAdminSelf } from '../../../lib/admin-self';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { downloadText } from '../../../lib/csv';
import { useAdminTimeZone } from '../../../api/settings';
import { useInZone } from '../../../lib/use-in-zone';

interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  available: boolean;
}

const twoFactorKey = ['admin', 'two-factor'] as const;
const sessionsKey = ['admin', 'sessions'] as const;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <div>
      <Alert type="warning" showIcon title={t('security.codes.title')} description={t('security.codes.text')} />
      <ol className="ad-recovery-codes" aria-label={t('security.codes.label')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => downloadText('recovery-codes.txt', `${codes.join('\n')}\n`, 'text/plain;charset=utf-8')}>
          {t('security.codes.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('security.codes.saved')}
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
  const t = useT();
  const failure = useErrorMessage();
  const errorMessage = (error: unknown) => failure(error, { network: t('security.errorOccurred') });
  const codeRules = [{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('security.twoFactor.codeRule') }];

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
      host.notify({ kind: 'success', title: t('security.twoFactor.on') });
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
      host.notify({ kind: 'success', title: t('security.twoFactor.off') });
      await refresh();
    });

  if (codes) {
    return (
      <Card title={t('security.twoFactor.title')} size="small">
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
    <Card title={t('security.twoFactor.title')} size="small" loading={status.isPending}>
      {status.isError && <Alert type="error" title={errorMessage(status.error)} />}
      {s && !s.available && <Alert type="info" showIcon title={t('security.twoFactor.unavailable')} />}
      {s && s.available && !s.enabled && !enrolment && (
        <Flex vertical gap="middle" align="flex-start">
          {s.required && <Alert type="warning" showIcon title={t('security.twoFactor.required')} />}
          <Typography.Paragraph>{t('security.twoFactor.explain')}</Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={busy}>
            {t('security.twoFactor.setUp')}
          </Button>
        </Flex>
      )}
      {enrolment && (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph>{t('security.twoFactor.scan')}</Typography.Paragraph>
          <QRCode value={enrolment.uri} size={184} bordered={false} aria-label={t('security.twoFactor.qrLabel')} />
          <div>
            <Typography.Text type="secondary">{`${t('security.twoFactor.secretKey')} `}</Typography.Text>
            <Typography.Text className="ad-secret" copyable={{ text: enrolment.secret }} data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
          </div>
          <Typography.Paragraph>{t('security.twoFactor.enterCode')}</Typography.Paragraph>
          <Form<{ code: string }> name="two-factor-confirm" layout="inline" onFinish={confirm} disabled={busy}>
            <Form.Item label={t('security.twoFactor.code')} name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('security.twoFactor.confirm')}
            </Button>
          </Form>
        </Flex>
      )}
      {s && s.enabled && (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph>
            <Tag color="green">{t('security.twoFactor.enabled')}</Tag> {t('security.twoFactor.codesLeft', { left: s.recoveryCodesLeft })}
          </Typography.Paragraph>
          <Form<{ code: string }> name="recovery-codes" layout="inline" onFinish={regenerate} disabled={busy}>
            <Form.Item label={t('security.twoFactor.appCode')} name="code" rules={codeRules}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button htmlType="submit">{t('security.twoFactor.newCodes')}</Button>
          </Form>
          {!s.required && !off && (
            <Button danger onClick={() => setOff(true)}>
              {t('security.twoFactor.turnOffStart')}
            </Button>
          )}
          {off && (
            <Form<{ password: string; code: string }> name="two-factor-off" layout="vertical" onFinish={turnOff} disabled={busy}>
              <Form.Item
                label={t('security.twoFactor.password')}
                name="password"
                rules={[{ required: true, message: t('security.twoFactor.passwordRule') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item label={t('security.twoFactor.appCode')} name="code" rules={codeRules}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
              </Form.Item>
              <Space>
                <Button danger htmlType="submit">
                  {t('security.twoFactor.turnOff')}
                </Button>
                <Button onClick={() => setOff(false)}>{t('security.twoFactor.cancel')}</Button>
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
  const inZone = useInZone();
  const queryClient = useQueryClient();
  const t = useT();
  const failure = useErrorMessage();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get<{ sessions: AdminSessionRow[] }>('adminSessions.php')).sessions,
  });
  async function end(row: AdminSessionRow) {
    try {
      await api.delete('adminSessions.php', { query: { id: row.id } });
      host.notify({ kind: 'success', title: t('security.sessions.ended') });
    } catch (error) {
      host.notify({ kind: 'error', title: failure(error, { network: t('security.errorOccurred') }) });
    }
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  }
  return (
    <Card title={t('security.sessions.title')} size="small">
      <Table<AdminSessionRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('security.sessions.signedIn'),
            dataIndex: 'created_at',
            render: (value: string, row) => (
              <>
                {inZone(value, zone)} {row.current && <Tag color="blue">{t('security.sessions.thisBrowser')}</Tag>}
              </>
            ),
          },
          {
            title: t('security.sessions.lastUsed'),
            dataIndex: 'last_seen_at',
            render: (value: string | null) => (value ? inZone(value, zone) : '—'),
          },
          { title: t('security.sessions.address'), dataIndex: 'ip', render: (value: string | null) => value ?? '—' },
          {
            title: t('security.sessions.browser'),
            dataIndex: 'user_agent',
            render: (value: string | null) => (
              <span className="ad-cell-email" title={value ?? ''}>
                {value ?? '—'}
              </span>
            ),
          },
          {
            title: t('security.sessions.action'),
            key: 'action',
            render: (_: unknown, row) =>
              row.current ? null : (
                <Button
                  size="small"
                  onClick={() => void end(row)}
                  aria-label={t('security.sessions.endLabel', { time: inZone(row.created_at, zone) })}
                >
                  {t('security.sessions.end')}
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
  const t = useT();
  return (
    <>
      <PageHeader title={t('security.title')} description={self ? t('security.account', { login: self.login }) : undefined} />
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

import { useHost } from '@openpresale/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminApi, useAdminErrorMessage } from '../../../lib/admin-api';
import { useT } from '../../../i18n';
import { usersKey } from '../../../api/admin-keys';

interface BalanceValues {
  email: string;
  amount: string;
}

/** Credits tokens to a buyer (ledger admin_credit on the server, SPEC §7). */
export function AddBalanceForm() {
  const host = useHost();
  const t = useT();
  const describe = useAdminErrorMessage();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BalanceValues>();
  const email = Form.useWatch('email', form) ?? '';
  const amount = Form.useWatch('amount', form) ?? '';
  const [busy, setBusy] = useState(false);

  async function submit(values: BalanceValues) {
    setBusy(true);
    try {
      await api.put('users.php', { body: { email: values.email.trim(), balance: values.amount.trim() } });
      host.notify({ kind: 'success', title: t('users.addBalance.done') });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: usersKey });
    } catch (error) {
      host.notify({ kind: 'error', title: t('common.errorTitle'), description: describe(error) });
    } finally {
      setBusy(false);
    }
  }

  const empty = email.trim() === '' || amount.trim() === '';

  return (
    <Card title={t('users.addBalance.title')} size="small" className="ad-fill">
      <Form<BalanceValues> name="add-balance" form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('users.addBalance.email')}
              name="email"
              rules={[{ type: 'email', transform: (v: string) => v?.trim(), message: t('users.addBalance.invalidEmail') }]}
            >
              <Input type="email" autoComplete="off" placeholder={t('users.addBalance.emailPlaceholder')} disabled={busy} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('users.addBalance.amount')}
              name="amount"
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const text = String(value ?? '').trim();
                    if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) throw new Error(t('users.addBalance.invalidAmount'));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" placeholder={t('users.addBalance.amountPlaceholder')} disabled={busy} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" disabled={empty || busy}>
          {busy ? t('users.addBalance.busy') : t('users.addBalance.submit')}
        </Button>
      </Form>
    </Card>
  );
}

import { useErrorMessage, useHost } from '@openpresale/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { useRefreshCryptos } from '../api/cryptos';
import { cryptoRules } from './crypto-rules';

interface AddValues {
  currency: string;
  fullName: string;
  rate: string;
  address: string;
  priceId?: string;
}

export function AddCryptoForm() {
  const host = useHost();
  const api = useAdminApi();
  const refresh = useRefreshCryptos();
  const [form] = Form.useForm<AddValues>();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const errorMessage = useErrorMessage();
  const rules = cryptoRules(t);

  async function submit(values: AddValues) {
    setBusy(true);
    const code = values.currency.trim().toUpperCase();
    try {
      await api.post('cryptos.php', {
        body: {
          currency: code,
          fullName: values.fullName.trim(),
          rate: values.rate.trim(),
          address: values.address.trim(),
          ...(values.priceId?.trim() ? { priceId: values.priceId.trim() } : {}),
        },
      });
      host.notify({ kind: 'success', title: t('crypto.add.done', { code }) });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({
        kind: 'error',
        title: t('crypto.add.failed', { message: errorMessage(error, { network: t('crypto.errorOccurred') }) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('crypto.add.title')} size="small">
      <Form<AddValues> name="add-crypto" form={form} layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item label={t('crypto.field.currency')} name="currency" rules={rules.currency}>
              <Input placeholder={t('crypto.add.currencyPlaceholder')} autoCapitalize="characters" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('crypto.field.fullName')} name="fullName" rules={rules.fullName}>
              <Input placeholder={t('crypto.add.fullNamePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('crypto.field.rate')} name="rate" rules={rules.rate}>
              <Input inputMode="decimal" placeholder={t('crypto.add.ratePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={t('crypto.field.address')} name="address" rules={rules.address}>
              <Input placeholder={t('crypto.add.addressPlaceholder')} spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('crypto.field.priceId')} name="priceId" extra={t('crypto.add.priceIdHelp')}>
              <Input placeholder={t('crypto.add.priceIdPlaceholder')} spellCheck={false} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('crypto.add.submit')}
        </Button>
      </Form>
    </Card>
  );
}

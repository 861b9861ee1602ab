import { useHost } from '@openpresale/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
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
      host.notify({ kind: 'success', title: `Cryptocurrency ${code} added.` });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: `Failed to add cryptocurrency: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Add currency" size="small">
      <Form<AddValues> name="add-crypto" form={form} layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item label="Currency" name="currency" rules={cryptoRules.currency}>
              <Input placeholder="e.g. BTC" autoCapitalize="characters" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Full name" name="fullName" rules={cryptoRules.fullName}>
              <Input placeholder="e.g. Bitcoin" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Rate (tokens per 1 unit)" name="rate" rules={cryptoRules.rate}>
              <Input inputMode="decimal" placeholder="e.g. 600000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Address" name="address" rules={cryptoRules.address}>
              <Input placeholder="Wallet address buyers pay to" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Price id" name="priceId" extra="Optional; defaults to the full name, lowercased, without spaces.">
              <Input placeholder="e.g. bitcoin" spellCheck={false} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>
          Add currency
        </Button>
      </Form>
    </Card>
  );
}

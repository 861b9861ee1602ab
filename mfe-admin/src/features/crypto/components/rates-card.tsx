import { SyncOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useRefreshCryptos, type RatesAnswer } from '../api/cryptos';

/** 'Update Crypto Rates' (server-side price refresh) and the ERC-20 wallet bulk update (SPEC §9). */
export function RatesCard() {
  const host = useHost();
  const api = useAdminApi();
  const refresh = useRefreshCryptos();
  const [updating, setUpdating] = useState(false);
  const [savingErc20, setSavingErc20] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ erc20Address: string }>();

  async function updateRates() {
    setUpdating(true);
    try {
      const answer = await api.post<RatesAnswer>('rates.php');
      const without = answer.missing ?? [];
      setMissing(without);
      host.notify({
        kind: without.length ? 'info' : 'success',
        title: 'Cryptos updated successfully',
        description: without.length ? `No price was found for: ${without.join(', ')}. Their rates were kept.` : undefined,
      });
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: 'Failed to fetch crypto rates', description: errorMessage(error) });
    } finally {
      setUpdating(false);
    }
  }

  async function updateErc20({ erc20Address }: { erc20Address: string }) {
    const address = erc20Address.trim();
    setSavingErc20(true);
    try {
      await api.put('cryptos.php', { body: { erc20Address: address } });
      host.notify({ kind: 'success', title: `ERC-20 wallets updated to ${address}` });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: `Failed to update cryptocurrencies: ${errorMessage(error)}` });
    } finally {
      setSavingErc20(false);
    }
  }

  return (
    <Card title="Rates and wallets" size="small">
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <Typography.Paragraph type="secondary" className="ad-tight">
            Fetches USD prices on the server and sets each rate to price ÷ main currency value.
          </Typography.Paragraph>
          <Button icon={<SyncOutlined spin={updating} />} onClick={updateRates} loading={updating}>
            Update Crypto Rates
          </Button>
          {missing && missing.length > 0 && (
            <Typography.Paragraph type="warning" className="ad-tight ad-gap-top" role="status">
              No price found for: {missing.join(', ')}
            </Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} md={14}>
          <Form name="erc20-wallets" form={form} layout="vertical" onFinish={updateErc20} disabled={savingErc20} requiredMark={false}>
            <Form.Item
              label="ERC-20 wallet address"
              name="erc20Address"
              extra="Sets the address of every ERC-20 currency (Ethereum, Tether, USDC, DAI and the others of the list)."
              rules={[{ required: true, whitespace: true, min: 5, message: 'Address must be at least 5 characters.' }]}
            >
              <Input placeholder="0x…" spellCheck={false} />
            </Form.Item>
            <Button htmlType="submit" loading={savingErc20}>
              Update ERC-20 wallets
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}

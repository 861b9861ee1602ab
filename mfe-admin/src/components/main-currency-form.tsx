import { useHost } from '@openpresale/shared';
import { Button, Card, Form, Input, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../lib/admin-api';
import { useSettings } from '../api/settings';
import { formatDollars, isValidMainValue, useMainCurrency, useRefreshMainCurrency } from '../api/main-currency';

/** The main currency (dollars per token) with its edit form; used on Crypto and on its own screen. */
export function MainCurrencyForm() {
  const host = useHost();
  const api = useAdminApi();
  const main = useMainCurrency();
  const symbol = useSettings().data?.settings?.tokenSymbol ?? 'token';
  const refresh = useRefreshMainCurrency();
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);

  async function save({ value }: { value: string }) {
    setBusy(true);
    try {
      await api.put('mainCurrency.php', { body: { id: 1, value: value.trim() } });
      host.notify({ kind: 'success', title: 'Currency updated successfully!' });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: `Failed to update cryptocurrency: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Main currency" size="small" className="ad-fill">
      {main.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : main.isError ? (
        <p role="alert">Error: {errorMessage(main.error)}</p>
      ) : (
        <Statistic
          title={`Dollars per 1 ${symbol}`}
          value={main.data === null ? '—' : formatDollars(main.data)}
          aria-label="Current main currency value"
        />
      )}
      <Form<{ value: string }>
        name="main-currency"
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={busy}
        requiredMark={false}
        className="ad-gap-top"
      >
        <Form.Item
          label="New value in dollars"
          name="value"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!isValidMainValue(String(value ?? ''))) throw new Error('Invalid number format');
              },
            },
          ]}
          extra="Crypto rates are USD price ÷ this value; 'Update Crypto Rates' recomputes them."
        >
          <Input inputMode="decimal" placeholder="e.g. 4.50" prefix="$" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Update main currency
        </Button>
      </Form>
    </Card>
  );
}

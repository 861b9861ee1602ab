import { useHost } from '@openpresale/shared';
import { Button, Card, Form, Input, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { useAdminApi, useAdminErrorMessage } from '../lib/admin-api';
import { useSettings } from '../api/settings';
import { useMoney } from '../lib/money';
import { isValidMainValue, useMainCurrency, useRefreshMainCurrency } from '../api/main-currency';

/** The main currency (dollars per token) with its edit form; used on Crypto and on its own screen. */
export function MainCurrencyForm() {
  const host = useHost();
  const t = useT();
  const describe = useAdminErrorMessage();
  const money = useMoney();
  const api = useAdminApi();
  const main = useMainCurrency();
  const symbol = useSettings().data?.settings?.tokenSymbol ?? t('common.mainCurrency.tokenFallback');
  const refresh = useRefreshMainCurrency();
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);

  async function save({ value }: { value: string }) {
    setBusy(true);
    try {
      await api.put('mainCurrency.php', { body: { id: 1, value: value.trim() } });
      host.notify({ kind: 'success', title: t('common.mainCurrency.updated') });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: t('common.mainCurrency.failed', { message: describe(error) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('common.mainCurrency.title')} size="small" className="ad-fill">
      {main.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : main.isError ? (
        <p role="alert">{t('common.error', { message: describe(main.error) })}</p>
      ) : (
        <Statistic
          title={t('common.mainCurrency.perToken', { symbol })}
          value={main.data === null ? '—' : money.usd(main.data)}
          aria-label={t('common.mainCurrency.currentValue')}
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
          label={t('common.mainCurrency.newValue')}
          name="value"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!isValidMainValue(String(value ?? ''))) throw new Error(t('common.mainCurrency.invalid'));
              },
            },
          ]}
          extra={t('common.mainCurrency.help')}
        >
          <Input inputMode="decimal" placeholder={t('common.mainCurrency.placeholder')} prefix="$" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.mainCurrency.submit')}
        </Button>
      </Form>
    </Card>
  );
}

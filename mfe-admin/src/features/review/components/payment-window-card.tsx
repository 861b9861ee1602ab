import { useErrorMessage, useHost } from '@openpresale/shared';
import { queryKeys, settingsQuery } from '@openpresale/shared/queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useAdminApi } from '../../../lib/admin-api';
import { useT } from '../../../i18n';

/** How long a buyer has to pay an order on a watched network before it expires. */
export function PaymentWindowCard() {
  const host = useHost();
  const t = useT();
  // the site's own words for a request without an answer, as this screen always said
  const describe = useErrorMessage();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery(host.api));
  const [saving, setSaving] = useState(false);
  const current = settings.data?.settings.paymentWindowMinutes;
  if (current === undefined) return null;
  return (
    <Card size="small" title={t('review.deadline.title')}>
      <Form<{ paymentWindowMinutes: number }>
        name="payment-window"
        layout="inline"
        initialValues={{ paymentWindowMinutes: current }}
        onFinish={async (values) => {
          setSaving(true);
          try {
            await api.put('settings.php', { body: { paymentWindowMinutes: values.paymentWindowMinutes } });
            await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
            host.notify({ kind: 'success', title: t('review.deadline.saved') });
          } catch (error) {
            host.notify({ kind: 'error', title: t('review.deadline.failed', { message: describe(error) }) });
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item
          label={t('review.deadline.minutes')}
          name="paymentWindowMinutes"
          rules={[{ required: true, type: 'integer', min: 5, max: 1440, message: t('review.deadline.invalid') }]}
        >
          <InputNumber min={5} max={1440} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('review.deadline.save')}
        </Button>
      </Form>
    </Card>
  );
}

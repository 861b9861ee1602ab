import { useHost } from '@openpresale/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { useRefreshCryptos, type Crypto } from '../api/cryptos';
import { cryptoRules } from './crypto-rules';

interface EditValues {
  currency: string;
  fullName: string;
  rate: string;
  address: string;
  priceId: string;
}

/** 'Edit crypto': every field but the code, which identifies the currency (SPEC §3). */
export function EditCryptoDialog({ crypto, onClose }: { crypto: Crypto | null; onClose: () => void }) {
  const host = useHost();
  const api = useAdminApi();
  const refresh = useRefreshCryptos();
  const [form] = Form.useForm<EditValues>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (crypto) {
      form.setFieldsValue({
        currency: crypto.currency,
        fullName: crypto.fullName,
        rate: String(crypto.rate),
        address: crypto.address,
        priceId: crypto.priceId,
      });
    }
  }, [crypto, form]);

  async function save(values: EditValues) {
    if (!crypto) return;
    setBusy(true);
    try {
      await api.put('cryptos.php', {
        body: {
          id: crypto.id,
          currency: crypto.currency,
          fullName: values.fullName.trim(),
          rate: values.rate.trim(),
          address: values.address.trim(),
          priceId: values.priceId?.trim() ?? '',
        },
      });
      host.notify({ kind: 'success', title: `Cryptocurrency ${crypto.currency} has been updated.` });
      await refresh();
      onClose();
    } catch (error) {
      host.notify({ kind: 'error', title: `Failed to update cryptocurrency: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={crypto !== null}
      title="Edit crypto"
      okText="Save"
      cancelText="Cancel"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
    >
      <Form<EditValues> name="edit-crypto" form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item label="Currency" name="currency" extra="The code identifies the currency and cannot be changed.">
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label="Full name" name="fullName" rules={cryptoRules.fullName}>
          <Input />
        </Form.Item>
        <Form.Item label="Rate (tokens per 1 unit)" name="rate" rules={cryptoRules.rate}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={cryptoRules.address}>
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label="Price id" name="priceId">
          <Input spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

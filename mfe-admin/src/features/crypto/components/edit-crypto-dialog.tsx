import { useErrorMessage, useHost } from '@openpresale/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { useRefreshCryptos, type Crypto } from '../api/cryptos';
import { cryptoRules } from './crypto-rules';

interface EditValues {
  currency: string;
  fullName: string;
  rate: string;
  address: string;
  priceId: string;
  network: string;
  decimals: string;
  tokenContract: string;
  confirmations: string;
  explorerTxUrl: string;
  receiveMode: 'fixed' | 'derived';
  /** empty keeps the stored key, which is never sent back to the browser */
  xpub: string;
}

/** 'Edit crypto': every field but the code, which identifies the currency (SPEC §3). */
export function EditCryptoDialog({ crypto, onClose }: { crypto: Crypto | null; onClose: () => void }) {
  const host = useHost();
  const api = useAdminApi();
  const refresh = useRefreshCryptos();
  const [form] = Form.useForm<EditValues>();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const errorMessage = useErrorMessage();
  const rules = cryptoRules(t);

  useEffect(() => {
    if (crypto) {
      form.setFieldsValue({
        currency: crypto.currency,
        fullName: crypto.fullName,
        rate: String(crypto.rate),
        address: crypto.address,
        priceId: crypto.priceId,
        network: crypto.network,
        decimals: String(crypto.decimals),
        tokenContract: crypto.tokenContract ?? '',
        confirmations: String(crypto.confirmations),
        explorerTxUrl: crypto.explorerTxUrl,
        receiveMode: crypto.receiveMode,
        xpub: '',
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
          network: values.network.trim(),
          decimals: Number(values.decimals),
          tokenContract: values.tokenContract.trim(),
          confirmations: Number(values.confirmations),
          explorerTxUrl: values.explorerTxUrl.trim(),
          receiveMode: values.receiveMode,
          ...(values.xpub.trim() ? { xpub: values.xpub.trim() } : {}),
        },
      });
      host.notify({ kind: 'success', title: t('crypto.edit.done', { currency: crypto.currency }) });
      await refresh();
      onClose();
    } catch (error) {
      host.notify({
        kind: 'error',
        title: t('crypto.edit.failed', { message: errorMessage(error, { network: t('crypto.errorOccurred') }) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={crypto !== null}
      title={t('crypto.edit.title')}
      okText={t('crypto.save')}
      cancelText={t('crypto.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
    >
      <Form<EditValues> name="edit-crypto" form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item label={t('crypto.field.currency')} name="currency" extra={t('crypto.edit.currencyHelp')}>
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label={t('crypto.field.fullName')} name="fullName" rules={rules.fullName}>
          <Input />
        </Form.Item>
        <Form.Item label={t('crypto.field.rate')} name="rate" rules={rules.rate}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label={t('crypto.field.address')} name="address" rules={rules.address}>
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('crypto.field.priceId')} name="priceId">
          <Input spellCheck={false} />
        </Form.Item>
        <Typography.Title level={3} className="ad-form-section">
          {t('crypto.edit.verification')}
        </Typography.Title>
        <Form.Item label={t('crypto.edit.network')} name="network" extra={t('crypto.edit.networkHelp')}>
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('crypto.edit.receiving')} name="receiveMode">
          <Select
            options={[
              { value: 'derived', label: t('crypto.edit.receiveDerived') },
              { value: 'fixed', label: t('crypto.edit.receiveFixed') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('crypto.edit.xpub')} name="xpub" extra={crypto?.hasXpub ? t('crypto.edit.xpubSet') : t('crypto.edit.xpubHelp')}>
          <Input spellCheck={false} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('crypto.edit.decimals')} name="decimals" extra={t('crypto.edit.decimalsHelp')}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label={t('crypto.edit.tokenContract')} name="tokenContract" extra={t('crypto.edit.tokenContractHelp')}>
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('crypto.edit.confirmations')} name="confirmations">
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label={t('crypto.edit.explorer')} name="explorerTxUrl" extra={t('crypto.edit.explorerHelp')}>
          <Input spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useHost } from '@openpresale/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
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
        <Typography.Title level={3} className="ad-form-section">
          Payment verification
        </Typography.Title>
        <Form.Item
          label="Network"
          name="network"
          extra="'bitcoin', 'evm:<chain id>' (evm:1 is Ethereum) for payments the watcher verifies, or 'manual' to approve by hand."
        >
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label="Receiving" name="receiveMode">
          <Select
            options={[
              { value: 'derived', label: 'One address per order, from an extended public key (recommended)' },
              { value: 'fixed', label: 'The one address above; the buyer gives the transaction hash' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Extended public key (xpub / zpub)"
          name="xpub"
          extra={
            crypto?.hasXpub
              ? 'A key is set. Leave empty to keep it. Never enter a private key (xprv).'
              : "Bitcoin: the account's zpub (BIP84). EVM: the xpub of m/44'/60'/0'. Never a private key."
          }
        >
          <Input spellCheck={false} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Decimals" name="decimals" extra="8 for BTC, 18 for ETH, the token's own (6 for most USDT).">
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label="Token contract (ERC-20)" name="tokenContract" extra="Empty for the chain's own coin.">
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item label="Confirmations before credit" name="confirmations">
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          label="Explorer link"
          name="explorerTxUrl"
          extra="With {tx} where the transaction hash goes, e.g. https://etherscan.io/tx/{tx}."
        >
          <Input spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

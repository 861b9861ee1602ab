import type { Translate } from '@openpresale/shared';
import type { Rule } from 'antd/es/form';
import type { cryptoEn } from '../i18n/en';

// SPEC §6 add-currency messages, shared by the add form and the edit dialog.
export function cryptoRules(t: Translate<keyof typeof cryptoEn>) {
  return {
    currency: [{ required: true, whitespace: true, min: 2, message: t('crypto.rule.currency') }] as Rule[],
    fullName: [{ required: true, whitespace: true, min: 2, message: t('crypto.rule.fullName') }] as Rule[],
    rate: [
      {
        validator: async (_rule: unknown, value: unknown) => {
          const text = String(value ?? '').trim();
          if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) throw new Error(t('crypto.rule.rate'));
        },
      },
    ] as Rule[],
    address: [{ required: true, whitespace: true, min: 5, message: t('crypto.rule.address') }] as Rule[],
  };
}

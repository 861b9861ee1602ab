import type { Rule } from 'antd/es/form';

// SPEC §6 add-currency messages, shared by the add form and the edit dialog.
export const cryptoRules = {
  currency: [{ required: true, whitespace: true, min: 2, message: 'Currency must be at least 2 characters.' }] as Rule[],
  fullName: [{ required: true, whitespace: true, min: 2, message: 'Full name must be at least 2 characters.' }] as Rule[],
  rate: [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const text = String(value ?? '').trim();
        if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) throw new Error('Rate must be a positive number.');
      },
    },
  ] as Rule[],
  address: [{ required: true, whitespace: true, min: 5, message: 'Address must be at least 5 characters.' }] as Rule[],
};

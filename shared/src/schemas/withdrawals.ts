import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { decimalAmount, idParam, walletAddress } from './common';

export const WITHDRAWAL_STATUSES = ['requested', 'sent', 'rejected'] as const;

/** POST withdrawals.php by a buyer: deliver tokens to the profile's payout address (or the given one). */
export const withdrawalCreateSchema = z.object({
  amount: decimalAmount('amount'),
  address: walletAddress.optional(),
});

/** PUT withdrawals.php by an administrator: mark as sent (with the on-chain hash) or reject. */
export const withdrawalProcessSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      id: idParam,
      status: z.literal('sent'),
      txHash: z
        .string()
        .trim()
        .min(10, m('withdrawal.txHashTooShort'))
        .max(200)
        .regex(/^[A-Za-z0-9]+$/, m('withdrawal.txHashCharacters')),
    }),
    z.object({ id: idParam, status: z.literal('rejected') }),
  ],
  { error: m('withdrawal.statusInvalid') },
);

export const withdrawalSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  email: z.string(),
  amount: z.number(),
  address: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  tx_hash: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const withdrawalsResponseSchema = z.object({
  status: z.literal('success'),
  withdrawals: z.array(withdrawalSchema),
  total: z.number().optional(),
});

import { z } from 'zod';
import { currencyCode, decimalAmount, idParam, intParam } from './common';

export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * POST transactions.php. The server recomputes everything; the optional figures are the client's
 * view and are compared (409 with the server's figures when they differ by more than 0.000001).
 */
export const createOrderSchema = z.object({
  cryptoToTransfer: currencyCode,
  amountToTransfer: decimalAmount('amountToTransfer'),
  amountToReceive: decimalAmount('amountToReceive').optional(),
  bonus: decimalAmount('bonus', { allowZero: true }).optional(),
  usdValue: decimalAmount('usdValue', { allowZero: true }).optional(),
  address: z.string().max(200, 'address must be at most 200 characters.').optional(),
});
export type CreateOrder = z.output<typeof createOrderSchema>;

export const transactionUpdateSchema = z.object({
  id: idParam,
  status: z.enum(['approved', 'rejected'], { error: "status must be 'approved' or 'rejected'." }),
  /** a rejection's reason, told to the buyer by e-mail */
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters.').optional(),
});

export const TRANSACTION_SORT_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'amount_to_receive',
  'amount_to_transfer',
  'usd_value',
  'status',
  'email',
] as const;

export const transactionListQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(10),
  sort: z
    .string()
    .trim()
    .regex(
      new RegExp(`^-?(${TRANSACTION_SORT_FIELDS.join('|')})(:(asc|desc))?$`),
      `sort must be one of ${TRANSACTION_SORT_FIELDS.join(', ')} (prefix - or suffix :desc for descending).`,
    )
    .optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: "status must be 'pending', 'approved' or 'rejected'." }).optional(),
  email: z.string().trim().max(254, 'email must be at most 254 characters.').optional(),
  /** '1' on the first page of an Export CSV: the export is audited with its filters */
  export: z.literal('1', { error: "export must be '1'." }).optional(),
});

export const transactionSchema = z.object({
  id: z.number(),
  order_token: z.string(),
  crypto_to_transfer: z.string(),
  amount_to_transfer: z.number(),
  address: z.string(),
  email: z.string(),
  amount_to_receive: z.number(),
  bonus: z.number(),
  usd_value: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.output<typeof transactionSchema>;

export const createOrderResponseSchema = z.object({ status: z.literal('success'), orderToken: z.string() });
export const orderConflictSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  expected: z.object({
    tokens: z.number(),
    amountToReceive: z.number(),
    bonus: z.number(),
    usdValue: z.number(),
    address: z.string(),
    rate: z.number(),
  }),
});
export const transactionsResponseSchema = z.object({
  status: z.literal('success'),
  transactions: z.array(transactionSchema),
  total: z.number().optional(),
});

import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { currencyCode, decimalAmount, idParam, intParam } from './common';

/**
 * pending: waiting for the payment; seen: a payment is on its way to the confirmations it needs;
 * review: an administrator decides (underpaid, overpaid, late, wrong asset, reused transaction);
 * approved / rejected: decided; expired: unpaid by its deadline; cancelled: by the buyer.
 */
export const TRANSACTION_STATUSES = ['pending', 'seen', 'review', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export const REVIEW_REASONS = ['underpaid', 'overpaid', 'late', 'wrong_asset', 'reused_tx', 'cancelled'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * POST transactions.php. The server recomputes everything; the optional figures are the client's
 * view and are compared (409 with the server's figures when they differ by more than 0.000001).
 */
export const createOrderSchema = z.object({
  cryptoToTransfer: currencyCode,
  amountToTransfer: decimalAmount('amountToTransfer'),
  /** the same amount as exact decimal text, for currencies with more than 6 decimals */
  amountExact: z
    .string()
    .trim()
    .max(40, m('order.amountExactTooLong'))
    .regex(/^\d+(\.\d+)?$/, m('order.amountExactNotDecimal'))
    .optional(),
  amountToReceive: decimalAmount('amountToReceive').optional(),
  bonus: decimalAmount('bonus', { allowZero: true }).optional(),
  usdValue: decimalAmount('usdValue', { allowZero: true }).optional(),
  address: z.string().max(200, m('order.addressTooLong')).optional(),
});
export type CreateOrder = z.output<typeof createOrderSchema>;

export const transactionUpdateSchema = z.object({
  id: idParam,
  status: z.enum(['approved', 'rejected'], { error: m('order.statusDecisionInvalid') }),
  /** a rejection's reason, told to the buyer by e-mail */
  reason: z.string().trim().max(500, m('order.reasonTooLong')).optional(),
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
  status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}.` }).optional(),
  email: z.string().trim().max(254, m('list.emailTooLong')).optional(),
  /** '1' on the first page of an Export CSV: the export is audited with its filters */
  export: z.literal('1', { error: m('order.exportInvalid') }).optional(),
});

export const paymentSchema = z.object({
  tx_hash: z.string(),
  output_index: z.number(),
  /** 'native' or the ERC-20 contract */
  asset: z.string(),
  amount_exact: z.string(),
  block_number: z.number().nullable(),
  confirmations: z.number(),
  status: z.enum(['seen', 'confirmed', 'orphaned']),
  explorer_url: z.string().nullable(),
  seen_at: z.string(),
});
export type OrderPayment = z.output<typeof paymentSchema>;

/** PATCH transactions.php: the buyer cancels a pending order, or names the transaction that paid a fixed address. */
export const orderActionSchema = z.union([
  z
    .object({
      orderToken: z.string().trim().min(1, m('order.tokenRequired')).max(100, m('order.tokenTooLong')),
      action: z.literal('cancel'),
    })
    .strict(),
  z
    .object({
      orderToken: z.string().trim().min(1, m('order.tokenRequired')).max(100, m('order.tokenTooLong')),
      txHash: z
        .string()
        .trim()
        .regex(/^(0x)?[0-9a-fA-F]{64}$/, m('order.txHashFormat')),
    })
    .strict(),
]);
export type OrderAction = z.output<typeof orderActionSchema>;

/** PUT payments.php: an administrator resolves an order in review. */
export const reviewResolutionSchema = z.object({
  id: idParam,
  action: z.enum(['credit', 'reject'], { error: m('payment.actionInvalid') }),
  reason: z.string().trim().max(500, m('order.reasonTooLong')).optional(),
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
  // Added with on-chain payments; an older API answers without them.
  network: z.string().default('manual'),
  decimals: z.number().default(6),
  /** the exact amount to send, decimal text with the currency's decimals */
  amount_exact: z.string().nullable().default(null),
  /** the same in base units (satoshi, wei), integer text */
  amount_base: z.string().nullable().default(null),
  token_contract: z.string().nullable().default(null),
  expires_at: z.string().nullable().default(null),
  confirmations_required: z.number().default(0),
  received_exact: z.string().nullable().default(null),
  payer_tx_hash: z.string().nullable().default(null),
  /** true when the address was made for this order alone (derived from the issuer's key) */
  address_per_order: z.boolean().default(false),
  review_reason: z.enum(REVIEW_REASONS).nullable().default(null),
  reject_reason: z.string().nullable().default(null),
  /** BIP21 / EIP-681 URI for the QR code; null on manual networks */
  payment_uri: z.string().nullable().default(null),
  /** transfers seen for the order (single-order answers only) */
  payments: z.array(paymentSchema).optional(),
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

export const reviewQueueResponseSchema = z.object({
  status: z.literal('success'),
  transactions: z.array(transactionSchema),
});

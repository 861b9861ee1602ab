import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { currencyCode, decimalAmount, text, walletAddress } from './common';

const priceId = z
  .string()
  .trim()
  .max(100, m('currency.priceIdTooLong'))
  .regex(/^[a-z0-9\-_.]*$/i, m('currency.priceIdCharacters'));

/** Where and how a currency is paid (all optional: a currency without them stays 'manual'). */
export const paymentSetupShape = {
  network: z
    .string()
    .trim()
    .regex(/^(bitcoin|manual|evm:[1-9]\d{0,15})$/, m('currency.networkInvalid')),
  decimals: z
    .number({ error: m('currency.decimalsRange') })
    .int(m('currency.decimalsRange'))
    .min(0, m('currency.decimalsRange'))
    .max(18, m('currency.decimalsRange')),
  tokenContract: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, m('currency.tokenContractFormat'))
      .transform((v) => v.toLowerCase()),
  ]),
  confirmations: z
    .number({ error: m('currency.confirmationsRange') })
    .int(m('currency.confirmationsRange'))
    .min(1, m('currency.confirmationsRange'))
    .max(100, m('currency.confirmationsRange')),
  explorerTxUrl: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(300, m('currency.explorerTooLong'))
      .regex(/^https?:\/\/[^\s]*\{tx\}[^\s]*$/, m('currency.explorerFormat')),
  ]),
  receiveMode: z.enum(['fixed', 'derived'], { error: m('currency.receiveModeInvalid') }),
  xpub: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(200, m('currency.xpubTooLong'))
      .regex(/^[A-Za-z0-9]+$/, m('currency.xpubCharacters')),
  ]),
};
export const paymentSetupSchema = z.object(paymentSetupShape).partial();
export type PaymentSetup = z.output<typeof paymentSetupSchema>;

/** POST cryptos.php (SPEC §6 add-currency rules). */
export const cryptoCreateSchema = z.object({
  currency: currencyCode,
  fullName: text('fullName', 2, 100),
  rate: decimalAmount('rate', { max: 1_000_000_000 }).refine((v) => v >= 0.000001, m('input.positive', { label: 'rate' })),
  address: walletAddress,
  priceId: priceId.optional(),
  ...paymentSetupSchema.shape,
});
export type CryptoCreate = z.output<typeof cryptoCreateSchema>;

/** One currency in PUT cryptos.php, found by code (the code itself is not editable). */
export const cryptoUpdateSchema = z.object({
  id: z.number().int().positive().optional(),
  currency: currencyCode,
  fullName: text('fullName', 2, 100).optional(),
  rate: decimalAmount('rate', { max: 1_000_000_000 })
    .refine((v) => v >= 0.000001, m('input.positive', { label: 'rate' }))
    .optional(),
  address: walletAddress.optional(),
  priceId: priceId.optional(),
  ...paymentSetupSchema.shape,
});
export type CryptoUpdate = z.output<typeof cryptoUpdateSchema>;

/** PUT cryptos.php: one object, or the whole array, or the ERC-20 bulk update {erc20Address}. */
export const cryptosPutSchema = z.union([
  z.object({ erc20Address: walletAddress }).strict(),
  cryptoUpdateSchema,
  z.array(cryptoUpdateSchema).min(1, m('currency.noneGiven')).max(500, m('currency.tooMany')),
]);

export const cryptoDeleteSchema = z.object({ currency: currencyCode });

export const cryptoSchema = z.object({
  id: z.number(),
  currency: z.string(),
  fullName: z.string(),
  rate: z.number(),
  address: z.string(),
  priceId: z.string(),
  // An API from before on-chain payments answers without these.
  network: z.string().default('manual'),
  decimals: z.number().default(6),
  tokenContract: z.string().nullable().default(null),
  confirmations: z.number().default(1),
  explorerTxUrl: z.string().default(''),
  receiveMode: z.enum(['fixed', 'derived']).default('fixed'),
  /** whether an extended public key is set (the key itself is not published: it reveals every payment) */
  hasXpub: z.boolean().default(false),
});
export type Crypto = z.output<typeof cryptoSchema>;
export const cryptosResponseSchema = z.object({ status: z.literal('success'), data: z.array(cryptoSchema) });

/** A fetched rate that moved more than the owner's hold percent: kept aside until confirmed. */
export const heldRateSchema = z.object({
  currency: z.string(),
  rate: z.number(),
  previous: z.number(),
  changePercent: z.number(),
  held_at: z.string(),
});
export type HeldRate = z.output<typeof heldRateSchema>;

export const ratesResponseSchema = z.object({
  status: z.literal('success'),
  currencies: z.array(cryptoSchema),
  updated: z.array(z.string()),
  missing: z.array(z.string()),
  held: z.array(heldRateSchema),
});

export const heldRatesResponseSchema = z.object({ status: z.literal('success'), held: z.array(heldRateSchema) });

/** PUT rates.php: apply or discard a held rate. */
export const heldRateDecisionSchema = z.object({
  currency: currencyCode,
  decision: z.enum(['apply', 'discard'], { error: m('rates.decisionInvalid') }),
});

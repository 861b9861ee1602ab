import { z } from 'zod';
import { currencyCode, decimalAmount, text, walletAddress } from './common';

const priceId = z
  .string()
  .trim()
  .max(100, 'Price id must be at most 100 characters.')
  .regex(/^[a-z0-9\-_.]*$/i, 'Price id may contain only letters, digits and - _ .');

/** Where and how a currency is paid (all optional: a currency without them stays 'manual'). */
export const paymentSetupShape = {
  network: z
    .string()
    .trim()
    .regex(/^(bitcoin|manual|evm:[1-9]\d{0,15})$/, "Network must be 'bitcoin', 'manual' or 'evm:<chain id>' (e.g. evm:1)."),
  decimals: z
    .number({ error: 'Decimals must be a whole number from 0 to 18.' })
    .int('Decimals must be a whole number from 0 to 18.')
    .min(0, 'Decimals must be a whole number from 0 to 18.')
    .max(18, 'Decimals must be a whole number from 0 to 18.'),
  tokenContract: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'Token contract must be an address like 0x followed by 40 hex digits.')
      .transform((v) => v.toLowerCase()),
  ]),
  confirmations: z
    .number({ error: 'Confirmations must be a whole number from 1 to 100.' })
    .int('Confirmations must be a whole number from 1 to 100.')
    .min(1, 'Confirmations must be a whole number from 1 to 100.')
    .max(100, 'Confirmations must be a whole number from 1 to 100.'),
  explorerTxUrl: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(300, 'Explorer link must be at most 300 characters.')
      .regex(/^https?:\/\/[^\s]*\{tx\}[^\s]*$/, "Explorer link must be an http(s) link with '{tx}' where the hash goes."),
  ]),
  receiveMode: z.enum(['fixed', 'derived'], { error: "Receiving mode must be 'fixed' or 'derived'." }),
  xpub: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(200, 'Extended public key must be at most 200 characters.')
      .regex(/^[A-Za-z0-9]+$/, 'Extended public key may contain only letters and digits.'),
  ]),
};
export const paymentSetupSchema = z.object(paymentSetupShape).partial();
export type PaymentSetup = z.output<typeof paymentSetupSchema>;

/** POST cryptos.php (SPEC §6 add-currency rules). */
export const cryptoCreateSchema = z.object({
  currency: currencyCode,
  fullName: text('fullName', 2, 100),
  rate: decimalAmount('rate', { max: 1_000_000_000 }).refine((v) => v >= 0.000001, 'Rate must be a positive number.'),
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
    .refine((v) => v >= 0.000001, 'Rate must be a positive number.')
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
  z.array(cryptoUpdateSchema).min(1, 'No currencies given.').max(500, 'At most 500 currencies.'),
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
  decision: z.enum(['apply', 'discard'], { error: "decision must be 'apply' or 'discard'." }),
});

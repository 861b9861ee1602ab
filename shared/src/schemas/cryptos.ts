import { z } from 'zod';
import { currencyCode, decimalAmount, text, walletAddress } from './common';

const priceId = z
  .string()
  .trim()
  .max(100, 'Price id must be at most 100 characters.')
  .regex(/^[a-z0-9\-_.]*$/i, 'Price id may contain only letters, digits and - _ .');

/** POST cryptos.php (SPEC §6 add-currency rules). */
export const cryptoCreateSchema = z.object({
  currency: currencyCode,
  fullName: text('Full name', 2, 100),
  rate: decimalAmount('Rate', { max: 1_000_000_000 }).refine((v) => v >= 0.000001, 'Rate must be a positive number.'),
  address: walletAddress,
  priceId: priceId.optional(),
});
export type CryptoCreate = z.output<typeof cryptoCreateSchema>;

/** One currency in PUT cryptos.php, found by code (the code itself is not editable). */
export const cryptoUpdateSchema = z.object({
  id: z.number().int().positive().optional(),
  currency: currencyCode,
  fullName: text('Full name', 2, 100).optional(),
  rate: decimalAmount('Rate', { max: 1_000_000_000 })
    .refine((v) => v >= 0.000001, 'Rate must be a positive number.')
    .optional(),
  address: walletAddress.optional(),
  priceId: priceId.optional(),
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

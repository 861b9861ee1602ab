import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { PRIZE_TYPES } from '../domain/roulette';
import { decimalAmount, linkSchema, text, textTranslations, textTranslationsOut } from './common';

export const prizeSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameI18n: textTranslationsOut,
  type: z.enum(PRIZE_TYPES),
  amount: z.number(),
  chance: z.number(),
  image: z.string(),
});
export const prizeWithOddsSchema = prizeSchema.extend({ odds: z.number() });

export const winningSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameI18n: textTranslationsOut,
  type: z.enum(PRIZE_TYPES),
  image: z.string(),
  amount: z.number(),
  created_at: z.string(),
});

export const rouletteResponseSchema = z.object({
  status: z.literal('success'),
  prizes: z.array(prizeWithOddsSchema),
  spinsLeft: z.number(),
  nextRank: z.string().nullable(),
  winnings: z.array(winningSchema),
});
export const spinResponseSchema = z.object({
  status: z.literal('success'),
  prize: prizeWithOddsSchema,
  strip: z.array(prizeWithOddsSchema).length(30),
  spinsLeft: z.number(),
});

/** Admin prize management (prizes.php; not in the SPEC §7 table, see api/README.md). */
export const prizeBodySchema = z.object({
  name: text('name', 1, 100),
  nameI18n: textTranslations('name', 100),
  type: z.enum(PRIZE_TYPES, { error: m('roulette.typeInvalid') }),
  amount: decimalAmount('amount', { allowZero: true, max: 1_000_000 }),
  chance: decimalAmount('chance', { allowZero: true, max: 1_000_000 }),
  image: linkSchema.optional().default(''),
});
export type PrizeBody = z.output<typeof prizeBodySchema>;
/** GET prizes.php: every prize, chance 0 included (the wheel's answer leaves those out). */
export const prizesResponseSchema = z.object({
  status: z.literal('success'),
  prizes: z.array(prizeSchema),
});
export type Prize = z.output<typeof prizeSchema>;

export const leaderboardResponseSchema = z.object({
  status: z.literal('success'),
  leaders: z.array(z.object({ email: z.string(), deposit: z.number(), level: z.string().nullable() })),
});

import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { LOCALES } from '../i18n/locales';
import { decimalAmount, emailSchema, intParam, optionalText, text, userPasswordSchema, walletAddress } from './common';

export const loginBodySchema = z.object({
  type: z.literal('login'),
  email: emailSchema,
  pass: z
    .string({ error: m('password.required') })
    .min(1, m('password.required'))
    .max(200, m('password.tooLong')),
});

/** The language of a buyer's e-mails. */
export const localeSchema = z.enum(LOCALES, { error: m('validation.locale') });

export const registerBodySchema = z.object({
  type: z.literal('reg'),
  /** the language of the buyer's e-mails; the browser's (Accept-Language) when left out */
  locale: localeSchema.optional(),
  name: text('fullName', 1, 100),
  email: emailSchema,
  phone: text('phone', 1, 40, { regex: /^[0-9+()\-.\s]+$/, code: 'input.phoneCharacters' }),
  pass: userPasswordSchema,
});

/** POST users.php: login or registration, told apart by `type`. */
export const usersPostBodySchema = z.discriminatedUnion('type', [loginBodySchema, registerBodySchema], {
  error: m('request.loginOrRegister'),
});
export type UsersPostBody = z.output<typeof usersPostBodySchema>;

/** Fields a buyer may never send: money moves only through the server (SPEC §0). */
export const FORBIDDEN_USER_FIELDS = ['balance', 'bonusTokens', 'bonus_tokens', 'prizes', 'level', 'id', 'created_at'] as const;

/** PUT users.php by a buyer: profile data. */
export const profileUpdateSchema = z.object({
  token: z.string().max(200).optional(),
  current_pass: z.string().max(200).optional(),
  name: text('fullName', 1, 100),
  email: emailSchema,
  // left out: unchanged; '' or null: removed (the profile form sends both; another client may not)
  phone_number: z
    .union([z.literal(''), z.null(), optionalText('phone', 40)])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => v == null || /^[0-9+()\-.\s]+$/.test(v), m('input.phoneCharacters')),
  payout_address: z
    .union([z.literal(''), z.null(), walletAddress])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The current password a buyer gives to change the password, the e-mail or the payout address. */
export const currentPasswordSchema = z.object({
  current_pass: z
    .string({ error: m('password.currentMustBeText') })
    .max(200, m('password.tooLong'))
    .optional(),
});

/** PUT users.php by a buyer: the language of their e-mails (alone, or with any other change). */
export const localeUpdateSchema = z.object({ locale: localeSchema.optional() });

/** PUT users.php by a buyer: new password. */
export const passwordUpdateSchema = z.object({
  token: z.string().max(200).optional(),
  current_pass: z.string().max(200).optional(),
  pass: userPasswordSchema,
});

/** PUT users.php by an administrator: add balance (ledger admin_credit). */
export const addBalanceSchema = z.object({
  admin_token: z.string().max(200).optional(),
  email: emailSchema,
  balance: decimalAmount('amount'),
});
export type AddBalance = z.output<typeof addBalanceSchema>;

export const userListQuerySchema = z.object({
  list: z.string().optional(),
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(10),
  email: z.string().trim().max(254, m('list.emailTooLong')).optional(),
});

export const prizeRefSchema = z.object({ name: z.string(), type: z.string(), image: z.string() });

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  payout_address: z.string().nullable(),
  balance: z.number(),
  bonusTokens: z.number(),
  /** tokens bought (approved purchases, their bonuses, administrator credits): decides the level */
  purchased: z.number(),
  created_at: z.string(),
  /** whether the buyer opened the link sent to `email` */
  email_verified: z.boolean(),
  prizes: z.array(prizeRefSchema),
  level: z.string(),
  /** a new address waiting for its confirmation link to be opened (the buyer's own answer only) */
  pending_email: z.string().nullable().optional(),
  /** the language of the buyer's e-mails (the buyer's own answer only) */
  locale: z.enum(LOCALES).optional(),
});
export type User = z.output<typeof userSchema>;

export const userResponseSchema = z.object({ status: z.literal('success'), user: userSchema });
export const loginResponseSchema = z.object({ status: z.literal('success'), user: z.object({ token: z.string(), email: z.string() }) });
export const registerResponseSchema = z.object({ status: z.literal('success'), token: z.string() });

export const adminUserRowSchema = userSchema.extend({ deposit: z.number() });
export const userListResponseSchema = z.object({
  status: z.literal('success'),
  users: z.array(adminUserRowSchema),
  total: z.number(),
  withPrizes: z.number(),
});

/** POST passwordReset.php: 'Forgot password?'. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** PUT passwordReset.php: the new password, with the token from the e-mailed link. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: m('link.tokenMissing') })
    .min(1, m('link.tokenMissing'))
    .max(200),
  pass: userPasswordSchema,
});
/** POST emailVerification.php: the token from a confirmation link. */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: m('link.tokenMissing') })
    .min(1, m('link.tokenMissing'))
    .max(200),
});

export const messageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export const emailConfirmResponseSchema = z.object({
  status: z.literal('success'),
  purpose: z.enum(['verify', 'email_change']),
  email: z.string(),
  message: z.string(),
});
export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ status: z.literal('success'), sessions: z.array(sessionSchema) });
export const sessionsEndedResponseSchema = z.object({ status: z.literal('success'), ended: z.number() });

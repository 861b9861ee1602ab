import { z } from 'zod';
import { ADMIN_ROLES } from '../permissions';
import { decimalAmount, text } from './common';

export const adminLoginSchema = z.object({
  login: text('login', 1, 100),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password must be at most 200 characters.'),
});

/** An administrator's new password: at least 10 characters (SPEC §6 said 4; a back office holding balances needs more). */
export const adminNewPasswordSchema = z
  .string({ error: 'New password is required.' })
  .min(10, 'New password must be at least 10 characters.')
  .max(200, 'New password must be at most 200 characters.');

/** PUT admin.php (SPEC §6: name ≥ 2; new = confirm checked by the form; new ≥ 10, see above). */
export const adminPasswordChangeSchema = z
  .object({
    admin_token: z.string().max(200).optional(),
    login: text('adminName', 2, 100),
    oldPassword: z.string({ error: 'Old password is required.' }).min(1, 'Old password is required.').max(200),
    newPassword: adminNewPasswordSchema,
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const adminTokenResponseSchema = z.object({ status: z.literal('success'), token: z.string() });

/**
 * POST admin.php: a session token, or — for an administrator with a second factor — a short-lived
 * token that only POST admin.php?action=verify accepts, with the code.
 */
export const adminLoginResponseSchema = z.union([
  z.object({ status: z.literal('success'), token: z.string() }),
  z.object({ status: z.literal('success'), secondFactor: z.literal(true), pendingToken: z.string() }),
]);

/** POST admin.php?action=verify: the 6-digit code of the authenticator app, or one recovery code. */
export const adminVerifySchema = z.union(
  [
    z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'The code has 6 digits.'),
    }),
    z.object({
      recoveryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'A recovery code looks like abcde-12345.'),
    }),
  ],
  { error: 'Send the 6-digit code or a recovery code.' },
);

export const adminSelfSchema = z.object({
  id: z.number(),
  login: z.string(),
  role: z.enum(ADMIN_ROLES),
  twoFactor: z.boolean(),
  /** a temporary password (invitation, reset) must be replaced before anything else */
  mustChangePassword: z.boolean(),
  /** the owner requires a second factor and this administrator has none yet */
  mustEnrolTwoFactor: z.boolean(),
});
export type AdminSelf = z.output<typeof adminSelfSchema>;
export const adminSessionResponseSchema = z.object({ status: z.literal('success'), admin: adminSelfSchema });

/** PUT mainCurrency.php: dollars per token. */
export const mainCurrencyUpdateSchema = z.object({
  id: z.literal(1, { error: 'id must be 1.' }).optional().default(1),
  value: decimalAmount('value', { max: 1_000_000 }).refine((v) => v >= 0.000001, 'Value must be at least 0.000001.'),
});
export const mainCurrencyResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ id: z.literal(1), value: z.number() })),
});

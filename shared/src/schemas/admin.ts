import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { ADMIN_ROLES } from '../permissions';
import { decimalAmount, text } from './common';

export const adminLoginSchema = z.object({
  login: text('login', 1, 100),
  password: z
    .string({ error: m('password.required') })
    .min(1, m('password.required'))
    .max(200, m('password.tooLong')),
});

/** An administrator's new password: at least 10 characters (SPEC §6 said 4; a back office holding balances needs more). */
export const adminNewPasswordSchema = z
  .string({ error: m('admin.newPasswordRequired') })
  .min(10, m('admin.newPasswordTooShort'))
  .max(200, m('admin.newPasswordTooLong'));

/** PUT admin.php (SPEC §6: name ≥ 2; new = confirm checked by the form; new ≥ 10, see above). */
export const adminPasswordChangeSchema = z
  .object({
    admin_token: z.string().max(200).optional(),
    login: text('adminName', 2, 100),
    oldPassword: z
      .string({ error: m('admin.oldPasswordRequired') })
      .min(1, m('admin.oldPasswordRequired'))
      .max(200),
    newPassword: adminNewPasswordSchema,
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: m('admin.passwordsDiffer'),
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
        .regex(/^\d{6}$/, m('twoFactor.codeDigits')),
    }),
    z.object({
      recoveryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, m('twoFactor.recoveryCodeFormat')),
    }),
  ],
  { error: m('twoFactor.codeOrRecovery') },
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
  id: z
    .literal(1, { error: m('mainCurrency.idOne') })
    .optional()
    .default(1),
  value: decimalAmount('value', { max: 1_000_000 }).refine((v) => v >= 0.000001, m('input.atLeastMicro', { label: 'value' })),
});
export const mainCurrencyResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ id: z.literal(1), value: z.number() })),
});

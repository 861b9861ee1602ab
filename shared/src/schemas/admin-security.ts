import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { ADMIN_ROLES } from '../permissions';
import { idParam, intParam, isoDateTime, text } from './common';
import { adminVerifySchema } from './admin';

// The administrator area's own security: administrator accounts and roles (owner only), the
// owner's security settings, each administrator's second factor and sessions, and the audit log.

const role = z.enum(ADMIN_ROLES, { error: m('adminAccount.roleInvalid') });
const adminLogin = text('login', 2, 100, { regex: /^[A-Za-z0-9._@-]+$/, code: 'input.loginCharacters' });

/** POST adminAccounts.php: invite an administrator; the answer holds a temporary password, shown once. */
export const adminInviteSchema = z.object({ login: adminLogin, role });

/** PUT adminAccounts.php: change a role, disable or enable. */
export const adminAccountUpdateSchema = z
  .object({ id: idParam, role: role.optional(), disabled: z.boolean({ error: m('adminAccount.disabledBoolean') }).optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, m('adminAccount.roleOrDisabled'));

/** POST adminAccounts.php?action=reset: a new temporary password; the second factor and every session end. */
export const adminResetSchema = z.object({ id: idParam });

export const adminAccountSchema = z.object({
  id: z.number(),
  login: z.string(),
  role,
  disabled: z.boolean(),
  twoFactor: z.boolean(),
  mustChangePassword: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type AdminAccount = z.output<typeof adminAccountSchema>;

export const securitySettingsSchema = z.object({
  requireTwoFactor: z.boolean(),
  idleMinutes: z.number(),
  rateHoldPercent: z.number(),
});

export const adminAccountsResponseSchema = z.object({
  status: z.literal('success'),
  admins: z.array(adminAccountSchema),
});

export const adminInviteResponseSchema = z.object({
  status: z.literal('success'),
  admin: adminAccountSchema,
  temporaryPassword: z.string(),
});

/** PUT securitySettings.php: any subset. */
export const securitySettingsUpdateSchema = z
  .object({
    requireTwoFactor: z.boolean({ error: m('security.requireTwoFactorBoolean') }).optional(),
    idleMinutes: intParam('idleMinutes', 5, 720).optional(),
    rateHoldPercent: z
      .number({ error: m('security.rateHoldNumber') })
      .min(1, m('security.rateHoldRange'))
      .max(100, m('security.rateHoldRange'))
      .optional(),
  })
  .strict();
export const securitySettingsResponseSchema = z.object({ status: z.literal('success'), settings: securitySettingsSchema });

/** GET twoFactor.php */
export const twoFactorStatusSchema = z.object({
  status: z.literal('success'),
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** false when the server has no key to seal secrets with (SECRETS_KEY) */
  available: z.boolean(),
});

/** POST twoFactor.php?action=start: the secret to scan (as a QR code of `uri`) or type. */
export const twoFactorStartResponseSchema = z.object({ status: z.literal('success'), secret: z.string(), uri: z.string() });

/** POST twoFactor.php?action=confirm and ?action=recovery-codes: a code from the app. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m('twoFactor.codeDigits')),
});
export const recoveryCodesResponseSchema = z.object({ status: z.literal('success'), recoveryCodes: z.array(z.string()) });

/** DELETE twoFactor.php: the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.intersection(
  z.object({
    password: z
      .string({ error: m('password.required') })
      .min(1, m('password.required'))
      .max(200),
  }),
  adminVerifySchema,
);

export const adminSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type AdminSessionRow = z.output<typeof adminSessionSchema>;
export const adminSessionsResponseSchema = z.object({ status: z.literal('success'), sessions: z.array(adminSessionSchema) });

/** GET audit.php filters; format=csv answers text/csv (and is itself audited as an export). */
export const auditQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(20),
  action: z.string().trim().max(60, m('audit.actionTooLong')).optional(),
  admin: z.string().trim().max(254, m('audit.adminTooLong')).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  format: z
    .enum(['json', 'csv'], { error: m('audit.formatInvalid') })
    .optional()
    .default('json'),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(auditEntrySchema),
  total: z.number(),
  actions: z.array(z.string()),
});

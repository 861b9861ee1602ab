import { z } from 'zod';
import { decimalAmount, text } from './common';

export const adminLoginSchema = z.object({
  login: text('Login', 1, 100),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password must be at most 200 characters.'),
});

/** PUT admin.php (SPEC §6: name ≥ 2; old, new ≥ 4; new = confirm checked by the form). */
export const adminPasswordChangeSchema = z
  .object({
    admin_token: z.string().max(200).optional(),
    login: text('Admin name', 2, 100),
    oldPassword: z.string({ error: 'Old password is required.' }).min(4, 'Old password must be at least 4 characters.').max(200),
    newPassword: z
      .string({ error: 'New password is required.' })
      .min(4, 'New password must be at least 4 characters.')
      .max(200, 'New password must be at most 200 characters.'),
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const adminTokenResponseSchema = z.object({ status: z.literal('success'), token: z.string() });
export const adminSessionResponseSchema = z.object({ status: z.literal('success'), admin: z.object({ login: z.string() }) });

/** PUT mainCurrency.php: dollars per token. */
export const mainCurrencyUpdateSchema = z.object({
  id: z.literal(1, { error: 'id must be 1.' }).optional().default(1),
  value: decimalAmount('Value', { max: 1_000_000 }).refine((v) => v >= 0.000001, 'Value must be at least 0.000001.'),
});
export const mainCurrencyResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ id: z.literal(1), value: z.number() })),
});

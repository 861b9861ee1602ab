import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { intParam } from './common';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(20),
  status: z.enum(OUTBOX_STATUSES, { error: m('outbox.statusInvalid') }).optional(),
});

export const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  message_id: z.string(),
  /** the plain-text body with every reset or confirmation link's token hidden */
  text: z.string().optional(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  status: z.literal('success'),
  messages: z.array(outboxMessageSchema),
  total: z.number(),
  counts: z.record(z.enum(OUTBOX_STATUSES), z.number()),
  mail: z.object({
    /** smtp: sent through SMTP_URL; log: written to the server log (development); off: waiting for SMTP_URL */
    mode: z.enum(['smtp', 'log', 'off']),
    adminNotifyEmail: z.string(),
    adminDigestMinutes: z.number(),
    requireVerifiedEmail: z.boolean(),
  }),
});
export type OutboxResponse = z.output<typeof outboxResponseSchema>;

export const outboxResendResponseSchema = z.object({ status: z.literal('success'), message: outboxMessageSchema });

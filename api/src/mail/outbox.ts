// The outbox: every e-mail is a row written in the same unit of work as the event that causes it
// (an order, a withdrawal, a password reset…), so an event that commits has its message and an
// event that rolls back has none. The outbox job (jobs/outbox-job.ts) sends the rows.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { connectionOf, first, unitOfWork, type Db } from '../db/client';
import { outbox } from '../db/tables';
import { conflict, notFound } from '../errors';
import { OUTBOX_STATUSES, type OutboxStatus } from '@openpresale/shared/schemas';
import type { MailContent } from './templates';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The Message-ID of the event's message: derived from the idempotency key alone, so every
 * delivery of one message (a retry, a resend after a crash) carries the same header.
 */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/** The domain part of the configured sender, for Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

const wakers = new WeakMap<object, () => void>();

/** The outbox job of this process asks to hear when a unit of work has written a message. */
export function onMailQueued(db: Db, wake: () => void): void {
  wakers.set(connectionOf(db).shared, wake);
}

/**
 * Writes one message for one event. `key` names the event ('order-placed:12'); a second message
 * for the same key is not written, so repeating an event's code never sends twice.
 * Must run inside the event's unit of work.
 */
export async function enqueueMail(
  tx: Db,
  message: { key: string; kind: string; to: string; content: MailContent; now: string; domain: string },
): Promise<void> {
  const connection = connectionOf(tx);
  if (!connection.inTransaction) throw new Error('enqueueMail runs inside the unit of work of its event.');
  await tx
    .insert(outbox)
    .values({
      idempotencyKey: message.key,
      messageId: messageIdFor(message.key, message.domain),
      kind: message.kind,
      recipient: message.to,
      subject: message.content.subject,
      textBody: message.content.text,
      htmlBody: message.content.html,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: message.now,
      createdAt: message.now,
      updatedAt: message.now,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
  // the job looks a moment later (after the commit); other processes find it on their next poll
  const wake = wakers.get(connection.shared);
  if (wake) setTimeout(wake, 50).unref();
}

// Links that give access to an account: the administrator sees that one was sent, never the link.
const SECRET_LINK = /((?:reset-password|verify-email)\?token=)[A-Za-z0-9_-]+/g;

/** A message body with every reset, verification or e-mail-change link's token hidden. */
export function maskSecrets(text: string): string {
  return text.replace(SECRET_LINK, '$1••••••••');
}

export function outboxOut(r: OutboxRow, withBody = false) {
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt,
    created_at: r.createdAt,
    sent_at: r.sentAt,
    message_id: r.messageId,
    ...(withBody ? { text: maskSecrets(r.textBody) } : {}),
  };
}

/** The administrator's page of the outbox, newest first, with the counts per status. */
export async function outboxPage(db: Db, q: { page: number; pageSize: number; status?: OutboxStatus }) {
  const where = q.status ? eq(outbox.status, q.status) : undefined;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const counts = await db
    .select({ status: outbox.status, n: sql<number>`count(*)` })
    .from(outbox)
    .groupBy(outbox.status);
  const byStatus = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const c of counts) byStatus[c.status] = Number(c.n);
  const total = q.status ? byStatus[q.status] : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return { messages: rows.map((r) => outboxOut(r, true)), total, counts: byStatus };
}

/**
 * An administrator sends a failed (or already sent) message again: a failed one goes back to the
 * queue as it is, with its attempts counted from zero; a sent one is queued as a new copy with its
 * own key and Message-ID (the recipient asked for it again). A message still waiting is left alone.
 */
export async function resendMessage(db: Db, id: number, now: string, domain: string): Promise<OutboxRow> {
  return unitOfWork(db, async (tx) => {
    const row = await first(tx.select().from(outbox).where(eq(outbox.id, id)));
    if (!row) throw notFound('outbox.notFound');
    if (row.status === 'pending' || row.status === 'sending') throw conflict('outbox.stillWaiting');
    if (row.status === 'failed') {
      await tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')));
      return (await first(tx.select().from(outbox).where(eq(outbox.id, id))))!;
    }
    const copies = (await first(
      tx
        .select({ n: sql<number>`count(*)` })
        .from(outbox)
        .where(sql`${outbox.idempotencyKey} LIKE ${`resend:${id}:%`}`),
    ))!.n;
    const key = `resend:${id}:${Number(copies) + 1}`;
    await enqueueMail(tx, {
      key,
      kind: row.kind,
      to: row.recipient,
      content: { subject: row.subject, text: row.textBody, html: row.htmlBody },
      now,
      domain,
    });
    return (await first(tx.select().from(outbox).where(eq(outbox.idempotencyKey, key))))!;
  });
}

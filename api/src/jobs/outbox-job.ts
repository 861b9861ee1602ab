// Sends the outbox. Every process runs this job; the lease lets one of them send at a time.
//
// What is guaranteed, and how:
// - A message exists for every committed event and for no rolled-back one (it is written in the
//   event's unit of work), and at most one per event (the idempotency key is unique).
// - Before talking to SMTP the job marks the message 'sending' (attempt counted) and commits;
//   after the server accepted it, 'sent'. A process that dies between the two leaves 'sending':
//   whoever holds the lease next sends that message again once the dead holder's lease has run
//   out. SMTP has no way to ask whether a server already has a message, so that one message may
//   reach the server twice; both copies carry the same Message-ID (derived from the event), which
//   is how mail servers and clients recognise a duplicate. Nothing is lost and no second,
//   different message is ever made for one event. (test: outbox-crash.test.ts)
// - A refusal or a timeout is retried with doubling waits; after the last attempt the message is
//   'failed' with the server's answer, shown on the administrator's Outbox page.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { first, unitOfWork, type Db } from '../db/client';
import { outbox } from '../db/tables';
import { onMailQueued, type OutboxRow } from '../mail/outbox';
import type { MailTransport } from '../mail/transport';
import { iso, type Clock } from '../time';
import { holdLease, releaseLease } from './lease';

export const OUTBOX_JOB = 'outbox';

export interface OutboxJobOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  /** how long a holder keeps the job without renewing; a crashed holder's messages wait this long */
  leaseMs: number;
  /** how often the queue is looked at when nothing wakes the job */
  pollMs?: number;
  /** deliveries tried before a message is 'failed' */
  maxAttempts?: number;
  /** the wait after the first failure; it doubles with each further one (at most an hour) */
  retryBaseMs?: number;
  /** this process's name in the lease row */
  holder?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_RETRY_BASE_MS = 30_000;
const MAX_RETRY_WAIT_MS = 3_600_000;
const BATCH = 20;

export function retryWaitMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_WAIT_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class OutboxJob {
  readonly holder: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxJobOptions) {
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Starts polling, and listens for messages written by this process. */
  start(): void {
    this.stopped = false;
    onMailQueued(this.options.db, () => this.wake());
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await releaseLease(this.options.db, OUTBOX_JOB, this.holder).catch(() => undefined);
    this.options.transport.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private wake() {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private async tick() {
    try {
      await this.runOnce();
    } catch (error) {
      console.error('[outbox] the job failed; it tries again', error);
    }
    const poll = this.options.pollMs ?? 5000;
    this.schedule(this.again ? 0 : poll);
    this.again = false;
  }

  /** One pass: while this process holds the lease, sends what is due (up to a batch). Returns how many were handled. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, clock, leaseMs } = this.options;
    let handled = 0;
    for (; handled < BATCH; handled++) {
      // renewed before every message: a holder that lost it (paused past its lease) stops here
      if (!(await holdLease(db, OUTBOX_JOB, this.holder, clock().getTime(), leaseMs))) break;
      const message = await this.claimNext();
      if (!message) break;
      await this.deliver(message);
    }
    return handled;
  }

  /**
   * The next due message, marked 'sending' with its attempt counted, committed before any SMTP
   * traffic. Due: waiting and its time has come, or left 'sending' by a holder whose lease has
   * run out since (it died mid-delivery).
   */
  private claimNext(): Promise<OutboxRow | undefined> {
    const { db, clock, leaseMs } = this.options;
    const now = clock();
    const abandonedBefore = iso(new Date(now.getTime() - leaseMs));
    return unitOfWork(db, async (tx) => {
      const due = await first(
        tx
          .select()
          .from(outbox)
          .where(
            or(
              and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, iso(now))),
              and(eq(outbox.status, 'sending'), lte(outbox.updatedAt, abandonedBefore)),
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
          .limit(1),
      );
      if (!due) return undefined;
      const [claimed] = await tx
        .update(outbox)
        .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAt: iso(now) })
        .where(and(eq(outbox.id, due.id), eq(outbox.status, due.status), eq(outbox.updatedAt, due.updatedAt)))
        .returning();
      return claimed;
    });
  }

  private async deliver(message: OutboxRow): Promise<void> {
    const { db, clock, transport } = this.options;
    try {
      await transport.send({
        from: this.options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        messageId: message.messageId,
      });
    } catch (error) {
      const now = clock();
      const reason = describe(error);
      const failed = message.attempts >= (this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: reason,
          nextAttemptAt: iso(new Date(now.getTime() + retryWaitMs(message.attempts, this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS))),
          updatedAt: iso(now),
        })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'sending')));
      if (failed)
        console.error(`[outbox] message ${message.id} to ${message.recipient} failed after ${message.attempts} attempts: ${reason}`);
      return;
    }
    const now = iso(clock());
    await db
      .update(outbox)
      .set({ status: transport.kind === 'log' ? 'logged' : 'sent', sentAt: now, lastError: null, updatedAt: now })
      .where(and(eq(outbox.id, message.id), eq(outbox.status, 'sending')));
  }
}

/** The server's answer or the network's reason, short enough for a table cell. */
function describe(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  const text = e.response ?? [e.code, e.message].filter(Boolean).join(': ');
  return (text || String(error)).replace(/\s+/g, ' ').slice(0, 500);
}

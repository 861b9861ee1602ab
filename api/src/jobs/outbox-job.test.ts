// The outbox job against a real SMTP server on loopback: delivery with the event's Message-ID,
// retries with back-off, a visible failed state for a server that refuses or never answers, one
// sender at a time with two processes, and nothing sent (nothing pretended) without SMTP.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows, unitOfWork, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { enqueueMail, messageIdFor } from '../mail/outbox';
import { logTransport, smtpTransport } from '../mail/transport';
import { freshDatabase, makeHarness, openAgain } from '../../test/harness';
import { startTestMailServer, type TestMailServer } from '../../test/mail-server';
import { OutboxJob, retryWaitMs } from './outbox-job';

const servers: TestMailServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function mailServer(mode: 'accept' | 'refuse' | 'silent' = 'accept') {
  const server = await startTestMailServer({ mode });
  servers.push(server);
  return server;
}

const FROM = 'Demo Token <sale@presale.test>';

async function queue(db: Db, key: string, to: string, now = '2026-03-01T12:00:00.000Z') {
  await unitOfWork(db, (tx) =>
    enqueueMail(tx, {
      key,
      kind: 'test',
      to,
      now,
      domain: 'presale.test',
      content: { subject: `About ${key}`, text: `Hello ${to}, this is ${key}.`, html: `<p>Hello ${to}, this is ${key}.</p>` },
    }),
  );
}

const statuses = (db: Db) =>
  rows<{ idempotency_key: string; status: string; attempts: number; last_error: string | null }>(
    db,
    sql`SELECT idempotency_key, status, attempts, last_error FROM outbox ORDER BY id`,
  );

describe('outbox job', () => {
  it('delivers each message through SMTP with its Message-ID, plain text and HTML, and marks it sent', async () => {
    const h = await makeHarness();
    const smtp = await mailServer();
    const job = new OutboxJob({
      db: h.db,
      transport: smtpTransport(smtp.url, 5000),
      from: FROM,
      clock: () => h.now.value,
      leaseMs: 30_000,
    });
    await h.register('reader@example.com', { unverified: true });
    expect(await job.runOnce()).toBe(1);
    const [mail] = smtp.to('reader@example.com');
    const [row] = await rows<{ message_id: string; status: string; sent_at: string }>(h.db, sql`SELECT * FROM outbox`);
    expect(mail).toBeDefined();
    expect(mail!.messageId).toBe(row!.message_id);
    expect(mail!.from).toContain('sale@presale.test');
    expect(mail!.subject).toBe('Demo Token: Confirm your e-mail address');
    expect(mail!.text).toMatch(/https:\/\/presale\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('Confirm my e-mail address');
    expect(row).toMatchObject({ status: 'sent', sent_at: h.now.value.toISOString() });
    // nothing is sent twice by a later pass
    expect(await job.runOnce()).toBe(0);
    expect(smtp.deliveries).toHaveLength(1);
    await job.stop();
  });

  it('a second message for the same event is not written: one key, one row, one Message-ID', async () => {
    const db = await freshDatabase();
    await seedIfEmpty(db, { adminPassword: 'x-admin-password' });
    await queue(db, 'order-placed:abc', 'one@example.com');
    await queue(db, 'order-placed:abc', 'one@example.com');
    expect(await statuses(db)).toHaveLength(1);
    expect(messageIdFor('order-placed:abc', 'presale.test')).toBe(messageIdFor('order-placed:abc', 'presale.test'));
    expect(messageIdFor('order-placed:abc', 'presale.test')).not.toBe(messageIdFor('order-placed:abd', 'presale.test'));
  });

  it('an event that is refused writes no message (the message is part of its transaction)', async () => {
    const h = await makeHarness();
    const u = await h.register('poor@example.com');
    const before = (await h.mail()).length;
    await h.call('PUT', 'settings.php', { token: await h.adminToken(), body: { distributionStatus: 'open' } });
    await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'P', email: u.email, payout_address: '0xPOORWALLET1', current_pass: 'secret-pass' },
    });
    const afterProfile = (await h.mail()).length;
    expect(afterProfile).toBe(before + 1); // the payout address notice
    const refused = await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 5 } });
    expect(refused.status).toBe(400);
    expect((await h.mail()).length).toBe(afterProfile);
  });

  it('a server that refuses is retried with doubling waits and ends failed with its answer; Resend queues it again', async () => {
    const h = await makeHarness();
    const refusing = await mailServer('refuse');
    const clock = () => h.now.value;
    const job = new OutboxJob({
      db: h.db,
      transport: smtpTransport(refusing.url, 5000),
      from: FROM,
      clock,
      leaseMs: 30_000,
      maxAttempts: 3,
      retryBaseMs: 60_000,
    });
    await h.register('refused@example.com', { unverified: true });
    await job.runOnce();
    let [row] = await statuses(h.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/550/);
    // not due again before the wait has passed
    expect(await job.runOnce()).toBe(0);
    h.now.value = new Date(h.now.value.getTime() + retryWaitMs(1, 60_000));
    await job.runOnce();
    expect((await statuses(h.db))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retryWaitMs(2, 60_000)).toBe(120_000);
    h.now.value = new Date(h.now.value.getTime() + retryWaitMs(2, 60_000));
    await job.runOnce();
    [row] = await statuses(h.db);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    // visible to the administrator, not a silent drop
    const admin = await h.adminToken();
    const page = await h.call('GET', 'outbox.php?status=failed', { token: admin });
    expect(page.body.messages).toHaveLength(1);
    expect(page.body.messages[0]).toMatchObject({ status: 'failed', attempts: 3, recipient: 'refused@example.com' });
    expect(page.body.messages[0].last_error).toMatch(/550/);
    expect(page.body.counts.failed).toBe(1);
    await job.stop();
    // the administrator fixes the server and resends
    const accepting = await mailServer();
    const again = new OutboxJob({ db: h.db, transport: smtpTransport(accepting.url, 5000), from: FROM, clock, leaseMs: 30_000 });
    const resend = await h.call('POST', `outbox.php?id=${page.body.messages[0].id}`, { token: admin });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toMatchObject({ status: 'pending', attempts: 0 });
    await again.runOnce();
    expect((await statuses(h.db))[0]).toMatchObject({ status: 'sent' });
    expect(accepting.to('refused@example.com')).toHaveLength(1);
    const audit = await h.call('GET', 'audit.php', { token: admin });
    expect(audit.body.entries[0]).toMatchObject({ action: 'outbox.resend', target: `outbox:${page.body.messages[0].id}` });
    await again.stop();
  });

  it('a server that accepts the connection and never answers times out, is retried, and ends failed', async () => {
    const h = await makeHarness();
    const silent = await mailServer('silent');
    const job = new OutboxJob({
      db: h.db,
      transport: smtpTransport(silent.url, 300),
      from: FROM,
      clock: () => h.now.value,
      leaseMs: 30_000,
      maxAttempts: 2,
      retryBaseMs: 1000,
    });
    await h.register('silent@example.com', { unverified: true });
    await job.runOnce();
    expect((await statuses(h.db))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    h.now.value = new Date(h.now.value.getTime() + 1000);
    await job.runOnce();
    const [row] = await statuses(h.db);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.last_error).toMatch(/time/i);
    await job.stop();
  });

  it('with two processes, one holds the lease and sends; every message reaches the server once', async () => {
    const a = await freshDatabase({ shared: true });
    await seedIfEmpty(a, { adminPassword: 'x-admin-password' });
    const b = await openAgain(a);
    const smtp = await mailServer();
    for (let i = 0; i < 12; i++) await queue(i % 2 ? a : b, `event:${i}`, `r${i}@example.com`);
    const now = () => new Date('2026-03-01T12:00:00.000Z');
    const jobA = new OutboxJob({
      db: a,
      transport: smtpTransport(smtp.url, 5000),
      from: FROM,
      clock: now,
      leaseMs: 30_000,
      holder: 'process-a',
    });
    const jobB = new OutboxJob({
      db: b,
      transport: smtpTransport(smtp.url, 5000),
      from: FROM,
      clock: now,
      leaseMs: 30_000,
      holder: 'process-b',
    });
    const [sentByA, sentByB] = await Promise.all([jobA.runOnce(), jobB.runOnce()]);
    // the lease is A's or B's, never both's: one of them sent everything
    expect([sentByA, sentByB].sort()).toEqual([0, 12]);
    expect(smtp.deliveries).toHaveLength(12);
    expect(smtp.distinct()).toHaveLength(12);
    expect((await statuses(a)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await jobA.stop();
    await jobB.stop();
  });

  it('without SMTP nothing is sent or marked: messages wait; the opt-in log transport writes them, links included', async () => {
    const h = await makeHarness();
    await h.register('waiting@example.com', { unverified: true });
    expect((await statuses(h.db))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const outbox = await h.call('GET', 'outbox.php', { token: await h.adminToken() });
    expect(outbox.body.mail.mode).toBe('off');
    const lines: string[] = [];
    const job = new OutboxJob({
      db: h.db,
      transport: logTransport((line) => lines.push(line)),
      from: FROM,
      clock: () => h.now.value,
      leaseMs: 30_000,
    });
    await job.runOnce();
    expect(lines.join('\n')).toMatch(/https:\/\/presale\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect((await statuses(h.db))[0]).toMatchObject({ status: 'logged' });
    await job.stop();
  });
});

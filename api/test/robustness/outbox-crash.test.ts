// The outbox across process deaths, with the real server process and a real SMTP server on
// loopback. What the product guarantees, and what this proves:
// - every event's message is kept until it is delivered: written with the event, it waits while
//   SMTP_URL is unset (the start log says so) and goes out once the server starts with SMTP_URL;
// - the sender killed with SIGKILL after the SMTP server accepted a message but before the outbox
//   row was marked sent loses nothing and makes no second message: after the restart that one
//   message is delivered again, with the same Message-ID, so the receiving side sees one message
//   per event (this test server counts distinct Message-IDs, as mail servers and clients
//   recognise duplicates). SMTP itself cannot tell a client whether a server already has a
//   message, so a second delivery of the same message in this window is inherent; that it is the
//   same message, recognisably, is what the product guarantees.
// The window is made deterministic: when the message arrives, the test takes the database's write
// lock before answering 250, so the sender's 'sent' mark waits on it; once the sender has hung up
// (it received the 250), the process is killed.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client';
import { startTestMailServer, type TestMailServer } from '../mail-server';
import { callApi, startServerProcess, withDatabase, type ServerProcess } from './support';

const started: Array<ServerProcess | TestMailServer> = [];
afterAll(async () => {
  for (const thing of started.splice(0)) await ('kill' in thing ? thing.kill() : thing.close());
});

const outboxRows = (databasePath: string) =>
  withDatabase(databasePath, (db) =>
    rows<{ id: number; recipient: string; status: string; attempts: number; message_id: string }>(
      db,
      sql`SELECT id, recipient, status, attempts, message_id FROM outbox ORDER BY id`,
    ),
  );

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('outbox across process deaths (server process, SQLite file, SMTP on loopback)', () => {
  it('waits without SMTP, sends once SMTP is configured, and a SIGKILL between "accepted" and "marked sent" neither loses nor doubles a message', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'openpresale-outbox-')), 'outbox.db');
    const buyers = ['first@example.com', 'second@example.com', 'third@example.com'];

    // 1. no SMTP_URL: the log says so, the messages wait
    const unconfigured = await startServerProcess({ databasePath });
    started.push(unconfigured);
    for (const email of buyers) {
      const r = await callApi(unconfigured.url, 'POST', 'users.php', {
        body: { type: 'reg', name: 'B', email, phone: '1', pass: 'secret-pass' },
      });
      expect(r.status).toBe(200);
    }
    expect(unconfigured.log()).toContain('Mail is not configured (SMTP_URL is unset)');
    await unconfigured.stop();
    const waiting = await outboxRows(databasePath);
    expect(waiting.map((r) => [r.recipient, r.status, r.attempts])).toEqual(buyers.map((b) => [b, 'pending', 0]));

    // 2. with SMTP: the first message is accepted, then the sender dies before marking it
    const smtp = await startTestMailServer();
    started.push(smtp);
    let lock: Database.Database | null = null;
    smtp.beforeAccept = () => {
      if (lock || smtp.deliveries.length !== 1) return;
      lock = new Database(databasePath);
      lock.exec('BEGIN IMMEDIATE'); // the sender's UPDATE … 'sent' now waits for this lock
    };
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Demo Token <sale@presale.test>', JOB_LEASE_SECONDS: '5' };
    const sender = await startServerProcess({ databasePath, env });
    started.push(sender);
    expect(sender.log()).toContain('Mail: sent through SMTP');
    await until('the first message accepted and the sender hung up', () => smtp.deliveries.length === 1 && smtp.closedConnections >= 1);
    await sender.kill();
    lock!.exec('ROLLBACK');
    lock!.close();
    const afterKill = await outboxRows(databasePath);
    expect(afterKill.map((r) => r.status)).toEqual(['sending', 'pending', 'pending']);
    expect(smtp.deliveries.map((m) => m.to)).toEqual([['first@example.com']]);

    // 3. the next process takes over once the dead one's lease has run out, and sends the rest
    const next = await startServerProcess({ databasePath, env });
    started.push(next);
    await until('every message marked sent', async () => (await outboxRows(databasePath)).every((r) => r.status === 'sent'));
    const finalRows = await outboxRows(databasePath);

    // one message per event, each with its own Message-ID, all received
    expect(
      smtp
        .distinct()
        .map((m) => m.messageId)
        .sort(),
    ).toEqual(finalRows.map((r) => r.message_id).sort());
    for (const email of buyers) expect(new Set(smtp.to(email).map((m) => m.messageId)).size).toBe(1);
    // the one in flight at the kill arrived twice, as the same message; the others once
    expect(smtp.deliveries).toHaveLength(4);
    const [before, again] = smtp.to('first@example.com');
    expect(again!.messageId).toBe(before!.messageId);
    expect(again!.text).toBe(before!.text);
    expect(smtp.to('second@example.com')).toHaveLength(1);
    expect(smtp.to('third@example.com')).toHaveLength(1);
    expect(finalRows.map((r) => r.attempts)).toEqual([2, 1, 1]);
    await next.stop();
  }, 180_000);
});

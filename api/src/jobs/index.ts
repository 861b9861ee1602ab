// The background jobs of a server process: the outbox sender and the administrators' digest.
// Every process starts them; the lease rows decide which process runs each at a time.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { logTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { systemClock, type Clock } from '../time';
import { runAdminDigest } from './admin-digest-job';
import { OutboxJob } from './outbox-job';

export interface JobsOptions {
  db: Db;
  smtpUrl?: string;
  mailLog?: boolean;
  from: string;
  leaseMs: number;
  clock?: Clock;
}

export interface RunningJobs {
  /** what the start log says about mail */
  mailMode: 'smtp' | 'log' | 'off';
  stop(): Promise<void>;
}

const DIGEST_EVERY_MS = 60_000;

export function startJobs(options: JobsOptions): RunningJobs {
  const clock = options.clock ?? systemClock;
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let transport: MailTransport | null = null;
  if (options.smtpUrl) transport = smtpTransport(options.smtpUrl, Math.max(1000, Math.floor(options.leaseMs / 4)));
  else if (options.mailLog) transport = logTransport();
  const outboxJob = transport
    ? new OutboxJob({ db: options.db, transport, from: options.from, clock, leaseMs: options.leaseMs, holder })
    : null;
  outboxJob?.start();
  let digestRun: Promise<unknown> = Promise.resolve();
  const digest = setInterval(() => {
    digestRun = runAdminDigest(options.db, clock, holder, options.leaseMs).catch((error) =>
      console.error('[digest] failed; it tries again', error),
    );
  }, DIGEST_EVERY_MS);
  digest.unref();
  return {
    mailMode: options.smtpUrl ? 'smtp' : options.mailLog ? 'log' : 'off',
    async stop() {
      clearInterval(digest);
      await digestRun;
      await outboxJob?.stop();
    },
  };
}

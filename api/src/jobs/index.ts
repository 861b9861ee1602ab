// The background jobs of a server process: the outbox sender, the administrators' digest and a
// watcher per configured chain.
// Every process starts them; the lease rows decide which process runs each at a time.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { logTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { systemClock, type Clock } from '../time';
import { runAdminDigest } from './admin-digest-job';
import { OutboxJob } from './outbox-job';
import { ChainWatcher } from './chain-watcher';
import { esploraAdapter } from '../chains/bitcoin';
import { evmAdapter } from '../chains/evm';
import type { ChainAdapter } from '../chains/adapter';

/** A watcher for Bitcoin when an Esplora server is configured, and one per configured EVM chain. */
function chainAdapters(options: JobsOptions): Array<{ network: string; adapter: ChainAdapter }> {
  const out: Array<{ network: string; adapter: ChainAdapter }> = [];
  if (options.bitcoinEsploraUrl) out.push({ network: 'bitcoin', adapter: esploraAdapter(options.bitcoinEsploraUrl) });
  for (const [chainId, url] of Object.entries(options.evmRpcUrls ?? {})) out.push({ network: `evm:${chainId}`, adapter: evmAdapter(url) });
  return out;
}

export interface JobsOptions {
  db: Db;
  smtpUrl?: string;
  mailLog?: boolean;
  from: string;
  leaseMs: number;
  clock?: Clock;
  /** JSON-RPC endpoint per EVM chain id */
  evmRpcUrls?: Record<number, string>;
  bitcoinEsploraUrl?: string;
  chainPollMs?: number;
}

export interface RunningJobs {
  /** what the start log says about mail */
  mailMode: 'smtp' | 'log' | 'off';
  /** the networks this process watches (one process at a time works on each) */
  networks: string[];
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
  const watchers = chainAdapters(options).map(
    ({ network, adapter }) =>
      new ChainWatcher({ db: options.db, network, adapter, clock, leaseMs: options.leaseMs, holder, pollMs: options.chainPollMs }),
  );
  for (const watcher of watchers) watcher.start();
  let digestRun: Promise<unknown> = Promise.resolve();
  const digest = setInterval(() => {
    digestRun = runAdminDigest(options.db, clock, holder, options.leaseMs).catch((error) =>
      console.error('[digest] failed; it tries again', error),
    );
  }, DIGEST_EVERY_MS);
  digest.unref();
  return {
    mailMode: options.smtpUrl ? 'smtp' : options.mailLog ? 'log' : 'off',
    networks: watchers.map((w) => w.job.slice('watcher:'.length)),
    async stop() {
      clearInterval(digest);
      await digestRun;
      await outboxJob?.stop();
      await Promise.all(watchers.map((w) => w.stop()));
    },
  };
}

// Follows one network and reports what it sees to the payment service. Every process runs a
// watcher per configured network; the lease row ('watcher:<network>') lets one of them work at a
// time. Progress (the next block to scan and the hashes of the last blocks scanned) is stored in
// the same row after each batch, so a restart resumes there: a batch recorded but not yet marked
// done is scanned again, and recording a transfer twice changes nothing (unique per hash + output).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ChainAdapter } from '../chains/adapter';
import type { Db } from '../db/client';
import { cryptos, payments, transactions } from '../db/tables';
import {
  addressKey,
  claimedOrders,
  expireOverdue,
  orphanFrom,
  orphanPayments,
  recordTransfer,
  settleConfirmed,
  watchedOrders,
} from '../services/payments';
import { iso, type Clock } from '../time';
import { holdLease, jobState, releaseLease, saveJobState } from './lease';

export const watcherJobName = (network: string) => `watcher:${network}`;

/** What the watcher stores in its lease row; the Overview shows it as the watcher's health. */
export interface WatcherState {
  /** the next block to scan (block-following chains) */
  next: number;
  /** hashes of the last blocks scanned, by height: a changed hash is a reorg */
  hashes: Record<string, string>;
  /** the node's height at the last pass */
  tip: number;
  lastRunAt: string;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface ChainWatcherOptions {
  db: Db;
  network: string;
  adapter: ChainAdapter;
  clock: Clock;
  leaseMs: number;
  pollMs?: number;
  holder?: string;
  /** blocks per batch; the state is saved after each */
  batch?: number;
  /** where a watcher that has never run starts, counted back from the tip */
  startBack?: number;
}

/** Blocks whose hashes are remembered for reorg detection (deeper reorgs than this are not expected). */
const REMEMBERED_BLOCKS = 128;

export class ChainWatcher {
  readonly holder: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(private readonly options: ChainWatcherOptions) {
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  get job() {
    return watcherJobName(this.options.network);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await releaseLease(this.options.db, this.job, this.holder).catch(() => undefined);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce().finally(() => this.schedule(this.options.pollMs ?? 15_000));
    }, ms);
    this.timer.unref?.();
  }

  /** One pass while holding the lease: catch up with the chain, settle, expire. Errors are stored, not thrown. */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    const { db, clock, leaseMs } = this.options;
    if (!(await holdLease(db, this.job, this.holder, clock().getTime(), leaseMs))) return;
    const state = await jobState<WatcherState>(db, this.job);
    try {
      const tip = await this.options.adapter.tip();
      Object.assign(state, { tip });
      if (this.options.adapter.mode === 'blocks') await this.followBlocks(state as WatcherState, tip);
      else await this.pollAddresses();
      await this.checkClaims();
      const now = iso(clock());
      await settleConfirmed(db, this.options.network, tip, now);
      await expireOverdue(db, this.options.network, now);
      Object.assign(state, { lastRunAt: now, lastError: null });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);
      console.error(`[watcher ${this.options.network}] ${message}; it tries again`);
      Object.assign(state, { lastRunAt: iso(clock()), lastError: message, lastErrorAt: iso(clock()) });
    }
    await saveJobState(db, this.job, state);
  }

  /** Addresses the watcher looks for, and the token contracts configured on this network. */
  private async targets() {
    const { db, network } = this.options;
    const orders = await watchedOrders(db, network);
    const tokenRows = await db
      .select({ contract: cryptos.tokenContract })
      .from(cryptos)
      .where(and(eq(cryptos.network, network), isNotNull(cryptos.tokenContract)));
    return { orders, tokens: new Set(tokenRows.map((r) => r.contract!.toLowerCase())) };
  }

  private async followBlocks(state: WatcherState, tip: number) {
    const { db, network, adapter, clock } = this.options;
    state.hashes ??= {};
    await this.unwindReorg(state);
    state.next ??= Math.max(0, tip - (this.options.startBack ?? 1000));
    const batch = this.options.batch ?? 50;
    while (state.next <= tip) {
      if (!(await holdLease(db, this.job, this.holder, clock().getTime(), this.options.leaseMs))) return;
      const to = Math.min(tip, state.next + batch - 1);
      const { orders, tokens } = await this.targets();
      const { transfers, hashes } = await adapter.scan!(state.next, to, new Set(orders.keys()), tokens);
      const now = iso(clock());
      for (const t of transfers) {
        const order = orders.get(addressKey(t.to));
        if (order) await recordTransfer(db, network, order.id, t, now);
      }
      Object.assign(state.hashes, hashes);
      for (const height of Object.keys(state.hashes)) if (Number(height) <= to - REMEMBERED_BLOCKS) delete state.hashes[height];
      state.next = to + 1;
      await saveJobState(db, this.job, state);
    }
  }

  /**
   * Compares the remembered hashes with the chain, newest first; from the first height that
   * differs on, the blocks left the chain: their unconfirmed transfers are orphaned and the
   * blocks scanned again.
   */
  private async unwindReorg(state: WatcherState) {
    const { db, network, adapter, clock } = this.options;
    const heights = Object.keys(state.hashes)
      .map(Number)
      .sort((a, b) => b - a);
    let forkAt: number | null = null;
    for (const height of heights) {
      if ((await adapter.blockHash(height)) === state.hashes[height]) break;
      forkAt = height;
    }
    if (forkAt === null) return;
    await orphanFrom(db, network, forkAt, iso(clock()));
    for (const height of heights) if (height >= forkAt) delete state.hashes[height];
    state.next = forkAt;
  }

  /** Address-polled chains: every watched address, and transfers that are no longer reported. */
  private async pollAddresses() {
    const { db, network, adapter, clock } = this.options;
    const { orders } = await this.targets();
    const reported = new Set<string>();
    for (const [address, order] of orders) {
      const now = iso(clock());
      for (const t of await adapter.addressTransfers!(address)) {
        reported.add(`${t.txHash}:${t.outputIndex}`);
        await recordTransfer(db, network, order.id, t, now);
      }
    }
    const ids = [...orders.values()].map((o) => o.id);
    if (ids.length === 0) return;
    const live = await db
      .select({ id: payments.id, txHash: payments.txHash, outputIndex: payments.outputIndex })
      .from(payments)
      .where(and(inArray(payments.orderId, ids), eq(payments.status, 'seen')));
    const gone = live.filter((p) => !reported.has(`${p.txHash}:${p.outputIndex}`)).map((p) => p.id);
    await orphanPayments(db, network, gone, iso(clock()));
  }

  /** Fixed-address orders whose buyer named a transaction: look it up and record what paid the order's address. */
  private async checkClaims() {
    const { db, network, adapter, clock } = this.options;
    const claims = await claimedOrders(db, network);
    if (claims.length === 0) return;
    const { tokens } = await this.targets();
    for (const order of claims) {
      const transfers = (await adapter.lookup(order.payerTxHash!, tokens)).filter((t) => addressKey(t.to) === addressKey(order.address));
      for (const t of transfers) await recordTransfer(db, network, order.id, t, iso(clock()));
    }
  }
}

/** The networks with orders still open, for the Overview's hint that a watcher is missing. */
export async function networksWithOpenOrders(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ network: transactions.network })
    .from(transactions)
    .where(and(ne(transactions.network, 'manual'), inArray(transactions.status, ['pending', 'seen'])));
  return rows.map((r) => r.network);
}

// The EVM chain watcher with many open orders on one network: a real ganache chain in this
// process, a SQLite file database with 10,000 pending orders (each with its own derived address,
// placed through the order service), then
// - confirm-to-credit: payments to random open orders; once the block that gives the last needed
//   confirmation is mined, the time until the watcher's pass has credited them (the pass itself:
//   a deployed watcher adds its polling wait, CHAIN_POLL_SECONDS, on top);
// - blocks/s: a watcher with no stored progress reads a stretch of blocks while every order is open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChainWatcher,
  evmAdapter,
  placeOrder,
  prepareDatabase,
  rows,
  sql,
  startTestChain,
  TEST_CHAIN_ID,
  TEST_EVM_XPUB,
  withDatabase,
} from '@openpresale/api/test-kit';
import { log, percentile, round } from './common.ts';

const NETWORK = `evm:${TEST_CHAIN_ID}`;

export async function runWatcherBench(opts: {
  orders: number;
  buyers: number;
  payments: number;
  perRound: number;
  confirmations: number;
  blocks: number;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-watcher-bench-'));
  const databasePath = join(dir, 'bench.db');
  const chain = await startTestChain();
  try {
    const { buyers } = await prepareDatabase(databasePath, opts.buyers);
    return await withDatabase(databasePath, async (db) => {
      await db.run(
        sql`UPDATE cryptos SET network = ${NETWORK}, decimals = 18, confirmations = ${opts.confirmations}, receive_mode = 'derived', xpub = ${TEST_EVM_XPUB} WHERE currency = 'ETH'`,
      );
      // orders of 0.01 ETH, placed as a buyer places them (figures, derivation, deadline, outbox)
      const placing = Date.now();
      const now = new Date().toISOString();
      for (let i = 0; i < opts.orders; i++) {
        await placeOrder(db, buyers[i % buyers.length]!.id, { cryptoToTransfer: 'ETH', amountToTransfer: 0.01 }, now);
      }
      const placeSeconds = (Date.now() - placing) / 1000;
      log(`watcher: ${opts.orders} orders placed in ${round(placeSeconds)} s`);
      const open = await rows<{ id: number; address: string; amount_base: string }>(
        db,
        sql`SELECT id, address, amount_base FROM transactions WHERE network = ${NETWORK}`,
      );

      const clock = () => new Date();
      const watcher = new ChainWatcher({
        db,
        network: NETWORK,
        adapter: evmAdapter(chain.url),
        clock,
        leaseMs: 600_000,
        holder: 'bench',
        startBack: 0,
      });
      await watcher.runOnce(); // from the current tip on

      // confirm-to-credit
      const latencies: number[] = [];
      const shuffled = [...open].sort(() => Math.random() - 0.5).slice(0, opts.payments);
      for (let i = 0; i < shuffled.length; i += opts.perRound) {
        const batch = shuffled.slice(i, i + opts.perRound);
        for (const o of batch) await chain.payNative(chain.payers[i % chain.payers.length]!, o.address, BigInt(o.amount_base));
        await chain.mine(opts.confirmations - 1);
        const confirmed = performance.now();
        await watcher.runOnce();
        const credited = performance.now();
        const ids = batch.map((o) => o.id);
        const statuses = await rows<{ status: string }>(db, sql`SELECT status FROM transactions WHERE id IN (${sql.join(ids, sql`, `)})`);
        if (statuses.some((s) => s.status !== 'approved'))
          throw new Error(`not every paid order was credited: ${JSON.stringify(statuses)}`);
        for (let k = 0; k < batch.length; k++) latencies.push(credited - confirmed);
      }
      latencies.sort((a, b) => a - b);

      // blocks/s: the same watcher forgets its progress and reads the last stretch again
      await chain.mine(opts.blocks);
      const tip = await chain.height();
      const from = Math.max(0, tip - opts.blocks + 1);
      await db.run(sql`UPDATE jobs SET state = ${JSON.stringify({ next: from, hashes: {} })} WHERE name = ${`watcher:${NETWORK}`}`);
      const readStart = performance.now();
      await watcher.runOnce();
      const readSeconds = (performance.now() - readStart) / 1000;
      const blocksRead = tip - from + 1;
      const credits = await rows<{ n: number }>(db, sql`SELECT count(*) AS n FROM ledger_entries WHERE kind = 'purchase'`);
      await watcher.stop();
      return {
        date: new Date().toISOString(),
        orders: opts.orders,
        buyers: opts.buyers,
        placeSeconds: round(placeSeconds),
        ordersPerSecond: round(opts.orders / placeSeconds),
        payments: latencies.length,
        perRound: opts.perRound,
        confirmations: opts.confirmations,
        confirmToCreditMs: {
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          max: round(latencies.at(-1) ?? NaN),
        },
        blocksRead,
        readSeconds: round(readSeconds, 2),
        blocksPerSecond: round(blocksRead / readSeconds),
        creditedOrders: Number(credits[0]!.n),
      };
    });
  } finally {
    await chain.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// What an order's page shows of its payments: each transfer with its confirmations (counted from
// the height the network's watcher last saw) and a link to the configured explorer.
import { explorerLink, formatBaseUnits } from '@openpresale/shared/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/tables';
import { watcherJobName, type WatcherState } from '../jobs/chain-watcher';
import { jobState } from '../jobs/lease';
import { cryptoByCurrency } from './config-cache';
import type { Order } from './orders';
import { confirmationsAt } from './payments';
import { transactionOut } from './serialize';

export async function orderWithPayments(db: Db, order: Order) {
  const out = transactionOut(order);
  if (order.network === 'manual') return { ...out, payments: [] };
  const rows = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id));
  const state = await jobState<WatcherState>(db, watcherJobName(order.network));
  const template = (await cryptoByCurrency(db, order.cryptoToTransfer))?.explorerTxUrl ?? '';
  return {
    ...out,
    payments: rows.map((p) => ({
      tx_hash: p.txHash,
      output_index: p.outputIndex,
      asset: p.asset,
      amount_exact: formatBaseUnits(p.amountBase, order.decimals),
      block_number: p.blockNumber,
      confirmations: p.status === 'orphaned' ? 0 : confirmationsAt(p, state.tip ?? null),
      status: p.status,
      explorer_url: explorerLink(template, p.txHash),
      seen_at: p.createdAt,
    })),
  };
}

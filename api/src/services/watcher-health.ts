// Each chain watcher's health as its lease row records it, for the administrator's Overview.
import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/tables';
import { networksWithOpenOrders, type WatcherState } from '../jobs/chain-watcher';

export async function watcherHealth(db: Db) {
  const rows = await db.select().from(jobs).where(like(jobs.name, 'watcher:%'));
  const health = rows.map((row) => {
    const state = JSON.parse(row.state) as Partial<WatcherState>;
    const lastBlock = typeof state.next === 'number' ? state.next - 1 : null;
    const tip = state.tip ?? null;
    return {
      network: row.name.slice('watcher:'.length),
      lastBlock,
      tip,
      lag: lastBlock !== null && tip !== null ? Math.max(0, tip - lastBlock) : null,
      lastRunAt: state.lastRunAt ?? null,
      lastError: state.lastError ?? null,
      lastErrorAt: state.lastErrorAt ?? null,
      configured: true,
    };
  });
  for (const network of await networksWithOpenOrders(db))
    if (!health.some((h) => h.network === network))
      health.push({
        network,
        lastBlock: null,
        tip: null,
        lag: null,
        lastRunAt: null,
        lastError: null,
        lastErrorAt: null,
        configured: false,
      });
  return health.sort((a, b) => a.network.localeCompare(b.network));
}

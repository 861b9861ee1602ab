// The two fault scenarios (crash during orders, concurrency under load), parameterised by size: the robustness tests run them small
// inside `npm test`, bench/ runs them at full size. Neither measures time; both only count and
// compare what the server answered with what the database holds.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spinsAllowance } from '@openpresale/shared/domain';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { callApi, prepareDatabase, startServerProcess, withDatabase, type Buyer, type StartOptions } from './support';
import { moneyViolations } from '../../src/db/integrity';

const USDT_RATE_MICRO = 10_000_000; // demo seed: 10 tokens per USDT
const MAIN_VALUE_MICRO = 100_000; // demo seed: 0.10 dollars per token

export interface CrashReport {
  sent: number;
  answered: number;
  failed: number;
  killedAfterAnswers: number;
  approvalsAnswered: number;
  rowsAfterRestart: number;
  missing: string[];
  damaged: Array<{ orderToken: string; why: string }>;
  approvalsLost: number[];
  violations: unknown[];
}

/**
 * `orders` order creations fired at once by `buyers` buyers while an administrator approves the
 * answered ones; the server is killed with SIGKILL when a random number of orders has been
 * answered, then restarted on the same file. Every answered order must exist intact, every
 * answered approval must have its credit, and no ledger entry may lack its cause.
 */
export async function crashScenario(opts: { orders: number; buyers: number; entry?: StartOptions['entry'] }): Promise<CrashReport> {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-crash-'));
  const databasePath = join(dir, 'crash.db');
  try {
    const { buyers, adminToken } = await prepareDatabase(databasePath, opts.buyers);
    const server = await startServerProcess({ databasePath, entry: opts.entry });
    // the kill comes when this many orders have been answered: anywhere from 10% to 90% of the run
    const killAfter = randomInt(Math.max(1, Math.floor(opts.orders * 0.1)), Math.max(2, Math.floor(opts.orders * 0.9)));
    const answered: Array<{ orderToken: string; buyer: Buyer; amount: number }> = [];
    const approvals: Array<Promise<{ id: number; ok: boolean }>> = [];
    let killing: Promise<void> | null = null;
    let killedAfterAnswers = 0;

    const approve = async (orderToken: string, buyer: Buyer) => {
      const found = await callApi(server.url, 'GET', `transactions.php?orderToken=${orderToken}`, { token: buyer.token });
      const id = found.body?.transactions?.[0]?.id as number | undefined;
      if (!id) return { id: 0, ok: false };
      const r = await callApi(server.url, 'PUT', 'transactions.php', { token: adminToken, body: { id, status: 'approved' } });
      return { id, ok: r.status === 200 };
    };

    const requests = Array.from({ length: opts.orders }, async (_, i) => {
      const buyer = buyers[i % buyers.length]!;
      const amount = 5 + (i % 50); // 50..540 tokens before bonus: inside the buy bounds
      const r = await callApi(server.url, 'POST', 'transactions.php', {
        token: buyer.token,
        body: { cryptoToTransfer: 'USDT', amountToTransfer: amount },
      });
      if (r.status !== 200 || typeof r.body?.orderToken !== 'string') return;
      answered.push({ orderToken: r.body.orderToken, buyer, amount });
      // about one answered order in three is approved while the load goes on
      if (answered.length % 3 === 0) approvals.push(approve(r.body.orderToken, buyer));
      if (!killing && answered.length >= killAfter) {
        killedAfterAnswers = answered.length;
        killing = server.kill();
      }
    });
    await Promise.all(requests);
    const approvalResults = await Promise.all(approvals);
    // every order was answered before the chosen moment came: kill now (still a kill mid-run for the approvals)
    if (!killing) {
      killedAfterAnswers = answered.length;
      killing = server.kill();
    }
    await killing;

    const restarted = await startServerProcess({ databasePath, entry: opts.entry });
    const missing: string[] = [];
    const damaged: CrashReport['damaged'] = [];
    try {
      for (const order of answered) {
        const r = await callApi(restarted.url, 'GET', `transactions.php?orderToken=${order.orderToken}`, { token: order.buyer.token });
        const t = r.body?.transactions?.[0];
        if (r.status !== 200 || !t) {
          missing.push(order.orderToken);
          continue;
        }
        const tokensMicro = Math.round(order.amount * 1e6) * (USDT_RATE_MICRO / 1e6);
        const why: string[] = [];
        if (t.order_token !== order.orderToken) why.push('token');
        if (t.email !== order.buyer.email) why.push('email');
        if (t.crypto_to_transfer !== 'USDT' || t.amount_to_transfer !== order.amount) why.push('amount to transfer');
        if (Math.round(t.amount_to_receive * 1e6) !== tokensMicro + Math.round(t.bonus * 1e6)) why.push('amount to receive');
        if (t.bonus < 0 || t.bonus > (tokensMicro / 1e6) * 0.6) why.push('bonus');
        if (Math.round(t.usd_value * 1e6) !== Math.round((tokensMicro * MAIN_VALUE_MICRO) / 1e6)) why.push('usd value');
        if (!['pending', 'approved'].includes(t.status)) why.push(`status ${t.status}`);
        if (why.length) damaged.push({ orderToken: order.orderToken, why: why.join(', ') });
      }
    } finally {
      await restarted.stop();
    }
    const okApprovals = approvalResults.filter((a) => a.ok).map((a) => a.id);
    return withDatabase(databasePath, async (db) => {
      const approvalsLost: number[] = [];
      for (const id of okApprovals) {
        const [row] = await rows<{ status: string }>(db, sql`SELECT status FROM transactions WHERE id = ${id}`);
        if (row?.status !== 'approved') approvalsLost.push(id);
      }
      return {
        sent: opts.orders,
        answered: answered.length,
        failed: opts.orders - answered.length,
        killedAfterAnswers,
        approvalsAnswered: okApprovals.length,
        rowsAfterRestart: (await rows<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM transactions`))[0]!.n,
        missing,
        damaged,
        approvalsLost,
        violations: await moneyViolations(db),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ConcurrencyReport {
  approvalsSent: number;
  approvalStatuses: Record<string, number>;
  ordersApproved: number;
  creditsPerOrder: Record<string, number>;
  balanceMismatches: Array<{ id: number; balance: number; expected: number }>;
  spinsSent: number;
  spinsWon: number;
  spinStatuses: Record<string, number>;
  allowanceExceeded: Array<{ id: number; won: number; allowed: number }>;
  answeredWinsNotStored: Array<{ id: number; answered: number; stored: number }>;
  violations: unknown[];
}

const tally = (statuses: number[]) => statuses.reduce<Record<string, number>>((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {});

/**
 * `approvals` parallel approvals spread over `orders` orders, together with `spins` parallel spins
 * by `spinners` buyers (each a Gold buyer with balance 500: four spins in all). Every order is
 * credited exactly once, every balance equals its ledger, no buyer wins more than the allowance.
 */
export async function concurrencyScenario(opts: {
  approvals: number;
  orders: number;
  spins: number;
  spinners: number;
  entry?: StartOptions['entry'];
}): Promise<ConcurrencyReport> {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-concurrency-'));
  const databasePath = join(dir, 'concurrency.db');
  try {
    const orderBuyers = Math.max(1, Math.min(10, opts.orders));
    const { buyers, adminToken } = await prepareDatabase(databasePath, orderBuyers, { emailPrefix: 'orders' });
    const { buyers: spinners } = await prepareDatabase(databasePath, opts.spinners, { emailPrefix: 'spinner', balance: 500 });
    const server = await startServerProcess({ databasePath, entry: opts.entry });
    try {
      const orders: Array<{ orderToken: string; buyer: Buyer }> = [];
      for (let i = 0; i < opts.orders; i++) {
        const buyer = buyers[i % buyers.length]!;
        const r = await callApi(server.url, 'POST', 'transactions.php', {
          token: buyer.token,
          body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 + i },
        });
        if (r.status !== 200) throw new Error(`order ${i}: ${r.status} ${JSON.stringify(r.body)}`);
        orders.push({ orderToken: r.body.orderToken, buyer });
      }
      const ids = await withDatabase(databasePath, async (db) =>
        Promise.all(
          orders.map(
            async (o) => (await rows<{ id: number }>(db, sql`SELECT id FROM transactions WHERE order_token = ${o.orderToken}`))[0]!.id,
          ),
        ),
      );
      // each order gets approvals / orders approvals; the calls are shuffled and all fired at once
      const targets = Array.from({ length: opts.approvals }, (_, i) => ids[i % ids.length]!);
      for (let i = targets.length - 1; i > 0; i--) {
        const j = randomInt(0, i + 1);
        [targets[i], targets[j]] = [targets[j]!, targets[i]!];
      }
      const spinCalls = Array.from({ length: opts.spins }, (_, i) => spinners[i % spinners.length]!);
      const [approvalResults, spinResults] = await Promise.all([
        Promise.all(
          targets.map((id) => callApi(server.url, 'PUT', 'transactions.php', { token: adminToken, body: { id, status: 'approved' } })),
        ),
        Promise.all(spinCalls.map(async (s) => ({ buyer: s, r: await callApi(server.url, 'POST', 'roulette.php', { token: s.token }) }))),
      ]);

      return withDatabase(databasePath, async (db) => {
        const credits = await rows<{ reference: string; n: number }>(
          db,
          sql`SELECT reference, COUNT(*) AS n FROM ledger_entries WHERE kind IN ('purchase', 'bonus') GROUP BY reference`,
        );
        const creditsPerOrder = tally(ids.map((id) => credits.find((c) => c.reference === `transaction:${id}`)?.n ?? 0));
        const balanceMismatches = await rows<{ id: number; balance: number; expected: number }>(
          db,
          sql`
          SELECT u.id, u.balance_micro AS balance,
            COALESCE((SELECT SUM(amount_to_receive_micro) FROM transactions t WHERE t.user_id = u.id AND t.status = 'approved'), 0) AS expected
          FROM users u WHERE u.email LIKE 'orders%' AND u.balance_micro != expected`,
        );
        const levels = await rows<{ lvl: string; tokens: number; bonus: number; descr: string }>(
          db,
          sql`SELECT lvl, tokens, bonus, descr FROM status_levels ORDER BY tokens`,
        );
        const allowanceExceeded: ConcurrencyReport['allowanceExceeded'] = [];
        const answeredWinsNotStored: ConcurrencyReport['answeredWinsNotStored'] = [];
        let spinsWon = 0;
        for (const s of spinners) {
          const stored = (await rows<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM user_prizes WHERE user_id = ${s.id}`))[0]!.n;
          const answered = spinResults.filter((x) => x.buyer.id === s.id && x.r.status === 200).length;
          spinsWon += answered;
          // the allowance for a buyer who has won nothing yet, counted spin by spin as the rule says
          let allowed = 0;
          while (allowed < 100 && spinsAllowance(allowed, 500, levels) > 0) allowed++;
          if (stored > allowed) allowanceExceeded.push({ id: s.id, won: stored, allowed });
          if (stored !== answered) answeredWinsNotStored.push({ id: s.id, answered, stored });
        }
        return {
          approvalsSent: targets.length,
          approvalStatuses: tally(approvalResults.map((r) => r.status)),
          ordersApproved: (await rows<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM transactions WHERE status = 'approved'`))[0]!.n,
          creditsPerOrder,
          balanceMismatches,
          spinsSent: spinCalls.length,
          spinsWon,
          spinStatuses: tally(spinResults.map((x) => x.r.status)),
          allowanceExceeded,
          answeredWinsNotStored,
          violations: await moneyViolations(db),
        };
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

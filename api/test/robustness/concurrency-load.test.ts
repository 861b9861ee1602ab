// Concurrency under load at a small size, over HTTP against the server process: parallel approvals credit each
// order once and parallel spins never exceed the allowance. Full size: `pnpm bench`. No timing.
import { describe, expect, it } from 'vitest';
import { concurrencyScenario } from './scenarios';

describe('concurrency under load (server process, loopback HTTP)', () => {
  it('PUT /transactions.php and POST /roulette.php: 40 parallel approvals of 10 orders and 40 parallel spins by 4 buyers keep every balance equal to its ledger', async () => {
    const report = await concurrencyScenario({ approvals: 40, orders: 10, spins: 40, spinners: 4 });
    expect(report.approvalStatuses).toEqual({ 200: 40 });
    expect(report.ordersApproved).toBe(10);
    expect(report.creditsPerOrder).toEqual({ 2: 10 }); // a purchase and a bonus entry, once
    expect(report.balanceMismatches).toEqual([]);
    expect(report.allowanceExceeded).toEqual([]);
    expect(report.answeredWinsNotStored).toEqual([]);
    expect(report.spinsWon).toBe(4 * 4); // a Gold buyer's allowance is four spins
    expect(report.spinStatuses).toEqual({ 200: 16, 409: 24 });
    expect(report.violations).toEqual([]);
  }, 180_000);
});

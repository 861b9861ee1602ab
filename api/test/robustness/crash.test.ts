// Crash safety at a small size: orders answered before a SIGKILL survive it intact, and the ledger
// holds nothing without its cause. Full size: `pnpm bench` (bench/). No timing is asserted.
import { describe, expect, it } from 'vitest';
import { crashScenario } from './scenarios';

describe('crash safety (server process killed with SIGKILL)', () => {
  it('POST /transactions.php: 200 concurrent orders and a SIGKILL lose no answered order and leave no ledger entry without its cause', async () => {
    const report = await crashScenario({ orders: 200, buyers: 20 });
    expect(report.answered).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
    expect(report.damaged).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.rowsAfterRestart).toBeGreaterThanOrEqual(report.answered);
    expect(report.violations).toEqual([]);
  }, 180_000);
});

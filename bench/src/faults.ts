// §4 and §5 at full size: the same scenarios the robustness tests run small in `npm test`.
import { concurrencyScenario, crashScenario } from '@openpresale/api/test-kit';
import { log } from './common.ts';

export async function runCrashBench(opts: { orders: number; buyers: number }) {
  const report = await crashScenario({ ...opts, entry: 'start' });
  const ok =
    report.missing.length === 0 && report.damaged.length === 0 && report.approvalsLost.length === 0 && report.violations.length === 0;
  log(
    `crash: ${report.answered}/${report.sent} answered before the SIGKILL, ${report.missing.length} missing, ${report.damaged.length} damaged, ${report.violations.length} violations`,
  );
  return {
    date: new Date().toISOString(),
    ok,
    buyers: opts.buyers,
    ...report,
    missing: report.missing.length,
    damaged: report.damaged.length,
    approvalsLost: report.approvalsLost.length,
    violations: report.violations.slice(0, 20),
  };
}

export async function runConcurrencyBench(opts: { approvals: number; orders: number; spins: number; spinners: number }) {
  const report = await concurrencyScenario({ ...opts, entry: 'start' });
  const ok =
    report.approvalStatuses['200'] === opts.approvals &&
    report.ordersApproved === opts.orders &&
    report.creditsPerOrder['2'] === opts.orders &&
    report.balanceMismatches.length === 0 &&
    report.allowanceExceeded.length === 0 &&
    report.answeredWinsNotStored.length === 0 &&
    report.violations.length === 0;
  log(`concurrency: approvals ${JSON.stringify(report.approvalStatuses)}, spins ${JSON.stringify(report.spinStatuses)}, ok ${ok}`);
  return {
    date: new Date().toISOString(),
    ok,
    spinners: opts.spinners,
    orders: opts.orders,
    ...report,
    violations: report.violations.slice(0, 20),
  };
}

// `pnpm bench`: runs every section (or `-- --only=api,engines,scale,bundle,crash,concurrency`), stores each
// section's figures in bench/results/<section>.json and rewrites BENCHMARKS.md from them.
import { runApiBench } from './api.ts';
import { runBundleBench } from './bundle.ts';
import { runEnginesBench } from './engines.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { log, machine, saveResult } from './common.ts';
import { runConcurrencyBench, runCrashBench } from './faults.ts';
import { writeReport } from './report.ts';
import { runScaleBench } from './scale.ts';
import { runWatcherBench } from './watcher.ts';

const sections = ['api', 'engines', 'scale', 'bundle', 'lighthouse', 'crash', 'concurrency', 'watcher'] as const;
type Section = (typeof sections)[number];

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
// A built checkout of an earlier version (e.g. main) that the Lighthouse section measures beside this one.
const beforeArg = args.find((a) => a.startsWith('--before='))?.slice('--before='.length);
// What that checkout is, for the report (e.g. 'main at 559f1aa').
const beforeLabel = args.find((a) => a.startsWith('--before-label='))?.slice('--before-label='.length);
const only = onlyArg ? (onlyArg.slice('--only='.length).split(',') as Section[]) : [...sections];
const unknown = only.filter((s) => !sections.includes(s));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${sections.join(', ')}.`);
  process.exit(2);
}

const runners: Record<Section, () => Promise<unknown>> = {
  api: () => runApiBench({ seconds: 5, connections: 50, buyers: 1000, rounds: 3 }),
  engines: () => runEnginesBench({ seconds: 5, connections: 50, buyers: 200, rounds: 3 }),
  scale: () => runScaleBench({ users: 100_000, orders: 1_000_000, repeats: 50 }),
  bundle: () => runBundleBench({ loads: 5 }),
  lighthouse: () => runLighthouseBench({ runs: 3, before: beforeArg, beforeLabel }),
  crash: () => runCrashBench({ orders: 2000, buyers: 200 }),
  concurrency: () => runConcurrencyBench({ approvals: 200, orders: 50, spins: 200, spinners: 20 }),
  watcher: () => runWatcherBench({ orders: 10_000, buyers: 500, payments: 200, perRound: 5, confirmations: 3, blocks: 500 }),
};

const command = `pnpm bench${onlyArg || beforeArg ? ` -- ${args.join(' ')}` : ''}`;
saveResult('machine', { ...machine(), command, date: new Date().toISOString() });
let failed = false;
for (const section of only) {
  log(`section ${section}`);
  try {
    saveResult(section, await runners[section]());
  } catch (error) {
    failed = true;
    console.error(`[bench] section ${section} failed:`, error);
  }
}
writeReport();
log('BENCHMARKS.md written');
process.exit(failed ? 1 : 0);

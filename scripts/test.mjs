// `npm test`: every level of test, then one closing line 'N passed, N failed'.
//  1. type check of every package (tsc; one check per package), then ESLint and Prettier
//  2. unit, API and component tests (vitest, all workspace projects)
//  3. end-to-end tests in Chromium against the production build (Playwright)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function runStep(label, command, args, cwd = root) {
  console.log(`\n=== ${label} ===`);
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } }).status;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let stepFailed = false;

console.log('\n=== Type check (tsc --noEmit, per package) ===');
for (const pkg of ['shared', 'api', 'shell', 'mfe-marketing', 'mfe-buyer', 'mfe-admin', 'e2e', 'bench']) {
  if (!existsSync(join(root, pkg, 'tsconfig.json'))) continue;
  const status = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], {
    cwd: join(root, pkg),
    stdio: 'inherit',
  }).status;
  console.log(`${status === 0 ? '✓' : '✗'} typecheck ${pkg}`);
  if (status === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    stepFailed = true;
  }
}

console.log('\n=== House rules (ESLint, Prettier) ===');
for (const [label, args] of [
  ['lint (eslint)', ['eslint', '.']],
  ['format (prettier --check)', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx}']],
]) {
  const status = spawnSync(join(root, 'node_modules', '.bin', args[0]), args.slice(1), { cwd: root, stdio: 'inherit' }).status;
  console.log(`${status === 0 ? '✓' : '✗'} ${label}`);
  if (status === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    stepFailed = true;
  }
}

const vitestJson = join(resultsDir, 'vitest.json');
const vitestStatus = runStep('Unit, API and component tests (vitest)', join(root, 'node_modules', '.bin', 'vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load counts no test; still a failure.
  if (vitestStatus !== 0 && report.numFailedTests === 0) counts.failed += 1;
} else {
  counts.failed += 1;
}
stepFailed ||= vitestStatus !== 0;

const playwrightJson = join(resultsDir, 'e2e.json');
const playwrightStatus = runStep(
  'End-to-end tests in Chromium (Playwright, production build)',
  join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
  ['test', '--config', join(root, 'e2e', 'playwright.config.ts')],
  join(root, 'e2e'),
);
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  if (playwrightStatus !== 0 && stats.unexpected === 0) counts.failed += 1;
  const flaky = flakyTests(JSON.parse(readFileSync(playwrightJson, 'utf8')).suites);
  if (flaky.length > 0) console.log(`\nPassed only on the retry (flaky, to be fixed):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
} else {
  counts.failed += 1;
}
stepFailed ||= playwrightStatus !== 0;
if (playwrightStatus !== 0) printFailureContexts(join(resultsDir, 'e2e-artifacts'));

console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(stepFailed || counts.failed > 0 ? 1 : 0);

/**
 * What the page showed when each end-to-end test failed (Playwright's error-context.md: the
 * accessibility snapshot of the page). CI keeps only this output, not the artifacts folder.
 */
function printFailureContexts(artifacts) {
  if (!existsSync(artifacts)) return;
  for (const dir of readdirSync(artifacts)) {
    const file = join(artifacts, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    console.log(`\n--- page at the failure: ${dir} ---\n${text.length > 6000 ? `${text.slice(0, 6000)}\n[cut]` : text}`);
  }
}

/** Titles of the end-to-end tests that failed first and passed on their retry. */
function flakyTests(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'flaky').map(() => [...here, spec.title].join(' › ')),
    );
    return [...own, ...flakyTests(suite.suites ?? [], here)];
  });
}

// §6 Lighthouse on / (mobile): the `lighthouse` package's own command with Debian's Chromium and
// its mobile defaults (simulated slow 4G, 4× CPU slowdown), several runs, medians. With a second
// checkout (`--before=<folder>`, built, e.g. `git worktree add` of main), its production server is
// measured in the same minutes, one run of each in turn, so a busy moment of the shared machine
// lands on both. JavaScript of / is every script response of the run, sized as the server sent it
// and as gzip -9 of its body (the measure of §3).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { prepareDatabase, startServerProcess } from '@openpresale/api/test-kit';
import { log, repositoryRoot, round } from './common.ts';

const lighthouseBin = join(repositoryRoot, 'bench', 'node_modules', '.bin', 'lighthouse');

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsWireKiB: number;
  jsGzipKiB: number;
  jsFiles: number;
  requests: number;
  lcpElement: string;
  failedAudits: string[];
}

type Spread = { median: number; min: number; max: number; all: number[] };

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]!, all: values };
}

async function runLighthouse(url: string, output: string): Promise<RunFigures> {
  await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--chrome-flags=--headless --no-sandbox',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audits = report.audits;
  const requests: { url: string; resourceType?: string; transferSize?: number; statusCode?: number }[] =
    audits['network-requests'].details.items;
  // A module fetched by a modulepreload and then imported is listed twice; it was downloaded once.
  const scripts = [
    ...new Map(
      requests
        .filter((request) => request.resourceType === 'Script' && request.statusCode === 200)
        .map((request) => [request.url, request]),
    ).values(),
  ];
  let gzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  const failedAudits = Object.values(report.categories as Record<string, { id: string; auditRefs: { id: string; weight: number }[] }>)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => `${category.id}:${ref.id}`))
    .filter((key) => {
      const score = audits[key.split(':')[1]!]?.score;
      return score !== null && score !== undefined && score < 0.9;
    });
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find((item: { type: string }) => item.type === 'node');
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    seo: report.categories.seo.score,
    fcpMs: round(audits['first-contentful-paint'].numericValue, 0),
    lcpMs: round(audits['largest-contentful-paint'].numericValue, 0),
    tbtMs: round(audits['total-blocking-time'].numericValue, 0),
    cls: round(audits['cumulative-layout-shift'].numericValue, 3),
    speedIndexMs: round(audits['speed-index'].numericValue, 0),
    jsWireKiB: round(scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024),
    jsGzipKiB: round(gzipBytes / 1024),
    jsFiles: scripts.length,
    requests: requests.length,
    lcpElement: lcpNode?.selector ?? '',
    failedAudits,
  };
}

function summarise(runs: RunFigures[]) {
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'speedIndexMs',
    'jsWireKiB',
    'jsGzipKiB',
    'jsFiles',
    'requests',
  ] as const;
  return {
    ...Object.fromEntries(keys.map((key) => [key, spread(runs.map((run) => run[key]))])),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  } as Record<(typeof keys)[number], Spread> & { lcpElements: string[]; failedAudits: string[] };
}

export async function runLighthouseBench(opts: { runs: number; before?: string; beforeLabel?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-lighthouse-'));
  const targets: { name: 'before' | 'after'; checkout?: string }[] = [
    ...(opts.before ? [{ name: 'before' as const, checkout: opts.before }] : []),
    { name: 'after' },
  ];
  const servers: Record<string, Awaited<ReturnType<typeof startServerProcess>>> = {};
  const loadAtStart = loadavg().map((l) => round(l, 2));
  try {
    for (const target of targets) {
      const databasePath = join(dir, `${target.name}.db`);
      await prepareDatabase(databasePath, 0);
      servers[target.name] = await startServerProcess({ databasePath, entry: 'start', checkout: target.checkout });
    }
    // One unmeasured run each: compressed copies and the server render are ready before the measured ones.
    for (const target of targets) await runLighthouse(`${servers[target.name]!.url}/`, join(dir, `${target.name}-warm.json`));
    const runs: Record<string, RunFigures[]> = { before: [], after: [] };
    for (let run = 0; run < opts.runs; run++) {
      for (const target of targets) {
        const figures = await runLighthouse(`${servers[target.name]!.url}/`, join(dir, `${target.name}-${run}.json`));
        runs[target.name]!.push(figures);
        log(
          `lighthouse ${target.name} run ${run + 1}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, ` +
            `a11y ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}, JS ${figures.jsGzipKiB} KiB gzip`,
        );
      }
    }
    return {
      date: new Date().toISOString(),
      runs: opts.runs,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg().map((l) => round(l, 2)),
      before: opts.before ? { checkout: opts.before, label: opts.beforeLabel ?? null, ...summarise(runs.before!) } : null,
      after: summarise(runs.after!),
    };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

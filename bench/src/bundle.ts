// §3 what a visitor downloads on /: every response Chromium receives for the landing page,
// JavaScript and CSS sized raw and gzipped (level 9, what a static pre-compressor would ship),
// the remotes it touched, and the largest contentful paint from the performance timeline. The
// landing page requests the app only at the visitor's first interaction, so it is measured twice
// per load: loaded and left alone (what a reader downloads), then after the pointer moves over it
// and the app has taken over (what anyone who acts downloads).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prepareDatabase, startServerProcess } from '@openpresale/api/test-kit';
import { log, repositoryRoot, round } from './common.ts';

const requireFromE2e = createRequire(join(repositoryRoot, 'e2e', 'package.json'));

export interface FileFigure {
  path: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export async function runBundleBench(opts: { loads: number }) {
  const { chromium } = requireFromE2e('@playwright/test') as typeof import('@playwright/test');
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-bundle-'));
  const databasePath = join(dir, 'bundle.db');
  await prepareDatabase(databasePath, 0);
  const server = await startServerProcess({ databasePath, entry: 'start' });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    let files: FileFigure[] = [];
    let filesAfterInteraction: FileFigure[] = [];
    let requested: string[] = [];
    const lcps: number[] = [];
    for (let load = 0; load < opts.loads; load++) {
      // a fresh context each time: an empty cache, as a first visit
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const bodies: Array<Promise<FileFigure | null>> = [];
      const urls: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== server.url) return;
        urls.push(url.pathname);
        const type = response.headers()['content-type'] ?? '';
        const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
        if (!kind) return;
        bodies.push(
          response
            .body()
            .then(
              (body) => ({ path: url.pathname, kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }) as FileFigure,
            )
            .catch(() => null),
        );
      });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.getByRole('heading', { name: 'The future of digital currency!' }).waitFor({ timeout: 30_000 });
      // LCP entries are buffered; the last one before any input is the page's LCP
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              done(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => done(-1), 5000);
          }),
      );
      lcps.push(lcp);
      files = (await Promise.all(bodies)).filter((f): f is FileFigure => f !== null);
      await page.mouse.move(200, 200);
      await page.locator('#op-server-page').waitFor({ state: 'detached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      filesAfterInteraction = (await Promise.all(bodies)).filter((f): f is FileFigure => f !== null);
      requested = urls;
      await context.close();
    }
    const js = files.filter((f) => f.kind === 'js');
    const css = files.filter((f) => f.kind === 'css');
    const sum = (list: FileFigure[], key: 'rawBytes' | 'gzipBytes') => list.reduce((s, f) => s + f[key], 0);
    lcps.sort((a, b) => a - b);
    const jsAfter = filesAfterInteraction.filter((f) => f.kind === 'js');
    const result = {
      date: new Date().toISOString(),
      afterInteraction: {
        files: filesAfterInteraction.sort((a, b) => b.gzipBytes - a.gzipBytes),
        jsRawKiB: round(sum(jsAfter, 'rawBytes') / 1024),
        jsGzipKiB: round(sum(jsAfter, 'gzipBytes') / 1024),
        jsFiles: jsAfter.length,
      },
      loads: opts.loads,
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      jsRawKiB: round(sum(js, 'rawBytes') / 1024),
      jsGzipKiB: round(sum(js, 'gzipBytes') / 1024),
      cssRawKiB: round(sum(css, 'rawBytes') / 1024),
      cssGzipKiB: round(sum(css, 'gzipBytes') / 1024),
      requests: requested.length,
      buyerOrAdminRequests: requested.filter((p) => p.startsWith('/remotes/buyer/') || p.startsWith('/remotes/admin/')),
      lcpMs: { median: round(lcps[Math.floor(lcps.length / 2)]!), all: lcps.map((l) => round(l)) },
    };
    log(
      `/ downloads ${result.jsGzipKiB} KiB gzip JS before any interaction and ${result.afterInteraction.jsGzipKiB} KiB once the app took over; JS in ${js.length} files, ${result.cssGzipKiB} KiB gzip CSS; LCP ${result.lcpMs.median} ms; buyer/admin requests: ${result.buyerOrAdminRequests.length}`,
    );
    return result;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

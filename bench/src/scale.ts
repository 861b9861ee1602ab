// §2 scale: generate 100,000 buyers and 1,000,000 orders, prove the aggregates hold, then time
// the admin lists, the leaderboard and the presale figures against the production server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, moneyViolations, startPostgres, startServerProcess, withDatabase } from '@openpresale/api/test-kit';
import { log, percentile, repositoryRoot, round } from './common.ts';
import { generate } from './generate.ts';

export interface QueryFigure {
  name: string;
  path: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  total?: number;
}

export async function runScaleBench(opts: { users: number; orders: number; repeats: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-scale-'));
  const databasePath = join(dir, 'scale.db');
  try {
    log(`generating ${opts.users} users and ${opts.orders} orders`);
    const generated = await generate(databasePath, opts);
    log(`generated in ${generated.seconds.total} s`);
    const checkStarted = performance.now();
    const violations = await withDatabase(databasePath, (db) => moneyViolations(db));
    const checkSeconds = round((performance.now() - checkStarted) / 1000);
    log(`invariants checked in ${checkSeconds} s: ${violations.length} violations`);
    const sizeMiB = round(statSync(databasePath).size / 2 ** 20);

    const server = await startServerProcess({ databasePath, entry: 'start' });
    const token = generated.adminToken;
    const email = `buyer${Math.ceil(opts.users / 3)}@example.com`;
    const queries: Array<[string, string, string?]> = [
      ['presale figures', 'settings.php'],
      ['leaderboard', 'leaderboard.php'],
      ['transactions, newest first, page 1', 'transactions.php?page=1&pageSize=10', token],
      ['transactions, page 50,000', 'transactions.php?page=50000&pageSize=10', token],
      ['transactions, approved, page 1,000', 'transactions.php?page=1000&pageSize=10&status=approved', token],
      ['transactions, pending, sorted by usd_value desc', 'transactions.php?page=1&pageSize=10&status=pending&sort=-usd_value', token],
      ['transactions, sorted by amount_to_receive asc', 'transactions.php?page=1&pageSize=10&sort=amount_to_receive:asc', token],
      [
        'transactions, sorted by amount_to_transfer desc, page 100',
        'transactions.php?page=100&pageSize=10&sort=-amount_to_transfer',
        token,
      ],
      ['transactions, sorted by updated_at desc', 'transactions.php?page=1&pageSize=10&sort=-updated_at', token],
      ['transactions, approved, sorted by updated_at desc', 'transactions.php?page=1&pageSize=10&status=approved&sort=-updated_at', token],
      ['transactions, sorted by email', 'transactions.php?page=1&pageSize=10&sort=email', token],
      ['transactions, sorted by status', 'transactions.php?page=1&pageSize=10&sort=status', token],
      ['transactions, rejected, sorted by id asc', 'transactions.php?page=1&pageSize=10&status=rejected&sort=id:asc', token],
      ['transactions, exact e-mail filter', `transactions.php?page=1&pageSize=10&email=${email}`, token],
      ['transactions, exact e-mail + approved', `transactions.php?page=1&pageSize=10&status=approved&email=${email}`, token],
      ['transactions, e-mail fragment (substring search)', 'transactions.php?page=1&pageSize=10&email=buyer4242', token],
      ['users, newest first, page 1', 'users.php?list=1&page=1&pageSize=10', token],
      ['users, page 5,000', 'users.php?list=1&page=5000&pageSize=10', token],
      ['users, 100 a page', 'users.php?list=1&page=3&pageSize=100', token],
      ['users, exact e-mail search', `users.php?list=1&page=1&pageSize=10&email=${email}`, token],
      ['users, e-mail fragment search', 'users.php?list=1&page=1&pageSize=10&email=buyer4242', token],
    ];
    let figures: QueryFigure[];
    try {
      figures = await timeQueries(server.url, queries, token, opts.repeats);
    } finally {
      await server.stop();
    }
    // The same data on PostgreSQL: copied by the product's own command, then the same requests.
    log('copying the database to PostgreSQL');
    const postgres = await startPostgres({ durable: true });
    let postgresFigures: QueryFigure[];
    let copySeconds: number;
    try {
      const url = await createPostgresDatabase(postgres.url, 'scale');
      const copyStarted = performance.now();
      const copy = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(repositoryRoot, 'api', 'src', 'cli', 'copy-to-postgres.ts'), '--from', databasePath, '--to', url],
        { cwd: repositoryRoot, encoding: 'utf8' },
      );
      if (copy.status !== 0) throw new Error(`copy to PostgreSQL failed: ${copy.stderr}`);
      copySeconds = round((performance.now() - copyStarted) / 1000);
      log(`copied in ${copySeconds} s`);
      const onPostgres = await startServerProcess({ databasePath: ':memory:', entry: 'start', env: { DATABASE_URL: url } });
      try {
        postgresFigures = await timeQueries(onPostgres.url, queries, token, opts.repeats);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      postgres.stop();
    }
    const { adminToken: _secret, ...generatedFigures } = generated;
    return {
      date: new Date().toISOString(),
      generated: generatedFigures,
      databaseMiB: sizeMiB,
      invariantCheck: { seconds: checkSeconds, violations: violations.length },
      queries: figures,
      postgres: { copySeconds, queries: postgresFigures },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each request `repeats` times after three warm-ups, one after another: median, p95 and max in ms. */
async function timeQueries(url: string, queries: Array<[string, string, string?]>, token: string, repeats: number) {
  const figures: QueryFigure[] = [];
  for (const [name, path, auth] of queries) {
    const headers = auth ? { authorization: `Bearer ${auth}` } : undefined;
    const times: number[] = [];
    let rows = 0;
    let total: number | undefined;
    for (let i = 0; i < repeats + 3; i++) {
      const t0 = performance.now();
      const response = await fetch(`${url}/api/controllers/${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      const body = (await response.json()) as any;
      const elapsed = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      if (i >= 3) times.push(elapsed); // the first three warm the page cache
      rows = (body.transactions ?? body.users ?? body.leaders ?? [body.presale]).length;
      total = body.total;
    }
    times.sort((a, b) => a - b);
    const figure = {
      name,
      path: path.replace(token, '…'),
      requests: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times[times.length - 1]!),
      rows,
      total,
    };
    log(`${name}: p95 ${figure.p95} ms (rows ${rows}${total !== undefined ? `, total ${total}` : ''})`);
    figures.push(figure);
  }
  return figures;
}

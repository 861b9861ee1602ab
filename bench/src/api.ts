// §1 API throughput and latency: autocannon against the production server (scripts/start.mjs) and
// against a bare Hono hello world, interleaved round by round in the same run, on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { connectionOf, freePort, prepareDatabase, startServerProcess, withDatabase } from '@openpresale/api/test-kit';
import { log, repositoryRoot, round } from './common.ts';

export interface LoadFigure {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

async function load(name: string, options: autocannon.Options): Promise<LoadFigure> {
  // a short warm-up (JIT, SQLite page cache), then the measured run
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon(options);
  const ok = r['2xx'];
  const figure = {
    name,
    connections: options.connections ?? 10,
    seconds: Number(options.duration),
    requestsPerSecond: round(ok / r.duration, 0),
    ok,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
  };
  log(`${name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99} ms, non-2xx ${figure.non2xx}, errors ${figure.errors}`);
  return figure;
}

async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench', 'src', 'bare-server.ts')], {
    cwd: join(repositoryRoot, 'bench'),
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Median and spread of one endpoint's rounds, and of its ratio to the bare server's run of the same round. */
function summarize(name: string, rounds: LoadFigure[], bareRounds: LoadFigure[]) {
  const rps = rounds.map((r) => r.requestsPerSecond);
  const ratios = rounds.map((r, i) => round(r.requestsPerSecond / bareRounds[i]!.requestsPerSecond, 2));
  const p99 = rounds.map((r) => r.p99);
  return {
    name,
    rounds,
    requestsPerSecond: { median: round(median(rps), 0), min: Math.min(...rps), max: Math.max(...rps) },
    ratioToBare: { median: round(median(ratios), 2), min: Math.min(...ratios), max: Math.max(...ratios) },
    p99: { median: median(p99), min: Math.min(...p99), max: Math.max(...p99) },
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * Both servers run side by side; every round measures the bare server and then each product read,
 * so a busy moment of the shared machine lowers both sides of a ratio instead of faking it.
 */
export async function runApiBench(opts: { seconds: number; connections: number; buyers: number; rounds: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-api-'));
  const base = { connections: opts.connections, duration: opts.seconds, pipelining: 1 };
  const bare = await startBare();
  const databasePath = join(dir, 'api.db');
  const { buyers } = await prepareDatabase(databasePath, opts.buyers);
  const server = await startServerProcess({ databasePath, entry: 'start' });
  try {
    const api = `${server.url}/api/controllers`;
    let next = 0;
    const withBuyer = (req: any) => {
      const buyer = buyers[next++ % buyers.length]!;
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${buyer.token}` } };
    };
    const reads: Array<[string, autocannon.Options]> = [
      ['GET cryptos.php', { ...base, url: `${api}/cryptos.php` }],
      ['GET settings.php', { ...base, url: `${api}/settings.php` }],
      ['GET mainCurrency.php', { ...base, url: `${api}/mainCurrency.php` }],
      ['GET users.php (buyer session)', { ...base, url: `${api}/users.php`, requests: [{ method: 'GET', setupRequest: withBuyer }] }],
    ];
    const bareRounds: LoadFigure[] = [];
    const readRounds = new Map<string, LoadFigure[]>(reads.map(([name]) => [name, []]));
    for (let r = 1; r <= opts.rounds; r++) {
      log(`round ${r} of ${opts.rounds}`);
      bareRounds.push(await load('bare Hono hello world (GET /)', { ...base, url: bare.url }));
      for (const [name, options] of reads) readRounds.get(name)!.push(await load(name, options));
    }
    const order = await load('POST transactions.php (order creation)', {
      ...base,
      url: `${api}/transactions.php`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cryptoToTransfer: 'USDT', amountToTransfer: 50 }),
          setupRequest: withBuyer,
        },
      ],
    });
    const ordersStored = await withDatabase(
      databasePath,
      async (db) => connectionOf(db).sqlite!.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number },
    );
    return {
      date: new Date().toISOString(),
      method: 'interleaved',
      rounds: opts.rounds,
      seconds: opts.seconds,
      connections: opts.connections,
      buyers: opts.buyers,
      bare: summarize('bare Hono hello world (GET /)', bareRounds, bareRounds),
      reads: reads.map(([name]) => summarize(name, readRounds.get(name)!, bareRounds)),
      order,
      ordersStored: ordersStored.n,
    };
  } finally {
    await server.stop();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

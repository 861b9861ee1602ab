// §1 API throughput and latency: autocannon against the production server (scripts/start.mjs) and
// against a bare Hono hello world, one after the other in the same run, on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, prepareDatabase, startServerProcess } from '@openpresale/api/src/robustness/support.ts';
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

export async function runApiBench(opts: { seconds: number; connections: number; buyers: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-api-'));
  const base = { connections: opts.connections, duration: opts.seconds, pipelining: 1 };
  try {
    const bare = await startBare();
    const bareFigure = await load('bare Hono hello world (GET /)', { ...base, url: bare.url });
    await bare.stop();

    const databasePath = join(dir, 'api.db');
    const { buyers } = prepareDatabase(databasePath, opts.buyers);
    const server = await startServerProcess({ databasePath, entry: 'start' });
    const api = `${server.url}/api/controllers`;
    let next = 0;
    const withBuyer = (req: any) => {
      const buyer = buyers[next++ % buyers.length]!;
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${buyer.token}` } };
    };
    const figures: LoadFigure[] = [];
    try {
      figures.push(await load('GET cryptos.php', { ...base, url: `${api}/cryptos.php` }));
      figures.push(await load('GET settings.php', { ...base, url: `${api}/settings.php` }));
      figures.push(
        await load('GET users.php (buyer session)', {
          ...base,
          url: `${api}/users.php`,
          requests: [{ method: 'GET', setupRequest: withBuyer }],
        }),
      );
      figures.push(
        await load('POST transactions.php (order creation)', {
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
        }),
      );
    } finally {
      await server.stop();
    }
    const ordersStored = await import('@openpresale/api/src/robustness/support.ts').then(({ withDatabase }) =>
      withDatabase(databasePath, (db) => db.$client.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }),
    );
    return {
      date: new Date().toISOString(),
      buyers: opts.buyers,
      bare: bareFigure,
      endpoints: figures.map((f) => ({ ...f, ratioToBare: round(f.requestsPerSecond / bareFigure.requestsPerSecond, 2) })),
      ordersStored: ordersStored.n,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

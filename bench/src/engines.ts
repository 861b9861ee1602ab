// Engines and processes: order creation and reads against the production server on SQLite and on
// PostgreSQL, with one and with two processes (WORKERS=2), interleaved round by round in the same
// run so that a busy moment of the shared machine falls on every configuration alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createPostgresDatabase,
  preparePostgresBuyers,
  prepareDatabase,
  startPostgres,
  startServerProcess,
} from '@openpresale/api/test-kit';
import { log, round } from './common.ts';

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  tokens: string[];
  stop: () => Promise<void>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(options: autocannon.Options): Promise<Figure> {
  await autocannon({ ...options, duration: 1 }); // warm-up
  const r = await autocannon(options);
  return {
    requestsPerSecond: round(r['2xx'] / r.duration, 0),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export async function runEnginesBench(opts: { seconds: number; connections: number; buyers: number; rounds: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'openpresale-bench-engines-'));
  const postgres = await startPostgres({ durable: true });
  const targets: Target[] = [];
  try {
    for (const workers of [1, 2]) {
      const databasePath = join(dir, `engines-${workers}.db`);
      const { buyers } = await prepareDatabase(databasePath, opts.buyers);
      const server = await startServerProcess({ databasePath, entry: 'start', env: { WORKERS: String(workers) } });
      targets.push({
        name: `SQLite, ${workers} process${workers > 1 ? 'es' : ''}`,
        url: server.url,
        tokens: buyers.map((b) => b.token),
        stop: server.stop,
      });
    }
    for (const workers of [1, 2]) {
      const url = await createPostgresDatabase(postgres.url, `engines_${workers}`);
      // the server migrates and seeds the empty database; the buyers come after
      const server = await startServerProcess({
        databasePath: ':memory:',
        entry: 'start',
        env: { DATABASE_URL: url, WORKERS: String(workers) },
      });
      const tokens = await preparePostgresBuyers(url, opts.buyers);
      targets.push({ name: `PostgreSQL, ${workers} process${workers > 1 ? 'es' : ''}`, url: server.url, tokens, stop: server.stop });
    }

    const base = { connections: opts.connections, duration: opts.seconds, pipelining: 1 };
    const kinds = ['POST transactions.php (order creation)', 'GET cryptos.php (cached read)', 'GET users.php (buyer session)'] as const;
    const results = new Map<string, Figure[]>();
    const options = (target: Target, kind: (typeof kinds)[number]): autocannon.Options => {
      const api = `${target.url}/api/controllers`;
      let next = 0;
      const withBuyer = (req: any) => ({
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${target.tokens[next++ % target.tokens.length]}` },
      });
      if (kind.startsWith('POST'))
        return {
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
        };
      if (kind.includes('cryptos')) return { ...base, url: `${api}/cryptos.php` };
      return { ...base, url: `${api}/users.php`, requests: [{ method: 'GET', setupRequest: withBuyer }] };
    };
    for (let round = 1; round <= opts.rounds; round++) {
      log(`engines: round ${round} of ${opts.rounds}`);
      for (const kind of kinds) {
        for (const target of targets) {
          const figure = await measure(options(target, kind));
          const key = `${kind}|${target.name}`;
          results.set(key, [...(results.get(key) ?? []), figure]);
          log(`${target.name} · ${kind}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99} ms, non-2xx ${figure.non2xx}`);
        }
      }
    }
    return {
      date: new Date().toISOString(),
      method: 'interleaved',
      rounds: opts.rounds,
      seconds: opts.seconds,
      connections: opts.connections,
      buyers: opts.buyers,
      postgres: 'fsync on, default settings otherwise, same machine',
      rows: kinds.flatMap((kind) =>
        targets.map((target) => {
          const figures = results.get(`${kind}|${target.name}`)!;
          const rps = figures.map((f) => f.requestsPerSecond);
          const p99 = figures.map((f) => f.p99);
          return {
            kind,
            target: target.name,
            requestsPerSecond: { median: median(rps), min: Math.min(...rps), max: Math.max(...rps) },
            p99: { median: median(p99), min: Math.min(...p99), max: Math.max(...p99) },
            non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
            errors: figures.reduce((sum, f) => sum + f.errors, 0),
          };
        }),
      ),
    };
  } finally {
    for (const target of targets) await target.stop();
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

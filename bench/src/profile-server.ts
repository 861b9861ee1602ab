// Development aid: run one endpoint under load against a server started with --cpu-prof.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, prepareDatabase } from '@openpresale/api/test-kit';
import { repositoryRoot } from './common.ts';

const [path = 'cryptos.php', method = 'GET'] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'openpresale-prof-'));
const databasePath = join(dir, 'p.db');
const { buyers } = await prepareDatabase(databasePath, 1000);
const port = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', join(repositoryRoot, 'api/src/main.ts')], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    ADMIN_PASSWORD: 'x-admin-pass',
    PRICE_API_URL: 'http://127.0.0.1:9',
  },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}/api/controllers/${path}`;
for (let i = 0; i < 200; i++) {
  try {
    await fetch(`http://127.0.0.1:${port}/api/controllers/health`);
    break;
  } catch {
    await new Promise((d) => setTimeout(d, 100));
  }
}
let n = 0;
const r = await autocannon({
  url,
  connections: 50,
  duration: 5,
  requests: [
    {
      method: method as any,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ cryptoToTransfer: 'USDT', amountToTransfer: 50 }) } : {}),
      setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${buyers[n++ % buyers.length]!.token}` } }),
    },
  ],
});
console.log(path, method, Math.round(r['2xx'] / r.duration), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
const exited = new Promise((d) => child.once('exit', d));
child.kill('SIGTERM');
await exited;
console.log('profile dir', dir);

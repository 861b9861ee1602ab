import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestMailServer, type TestMailServer } from '@openpresale/api/test-mail-server';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  adminLogin: string;
  adminPassword: string;
  databasePath: string;
  /** the SMTP server on loopback the product sends its e-mail to: the buyers' mailboxes */
  mail: TestMailServer;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/controllers/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not answer within 60 s:\n${output()}`);
}

/**
 * The seed's demo addresses refuse orders, so the tests first do what an issuer does before the
 * sale opens: give every currency a wallet address, through the admin API.
 */
async function giveCurrenciesAddresses(url: string, login: string, password: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${url}/api/controllers/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await call('POST', 'admin.php', { login, password })) as { token: string };
  const { data } = (await call('GET', 'cryptos.php')) as { data: { currency: string }[] };
  await call(
    'PUT',
    'cryptos.php',
    data.map(({ currency }) => ({ currency, address: `test-${currency.toLowerCase()}-wallet` })),
    token,
  );
}

/**
 * Starts the production build exactly as `npm start` does (scripts/start.mjs), on a free port
 * with a fresh database in a temporary folder.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'openpresale-e2e-'));
  const adminLogin = 'admin';
  const adminPassword = randomBytes(9).toString('base64url');
  const databasePath = join(dataDir, 'openpresale.db');
  const mail = await startTestMailServer();
  const child = spawn(process.execPath, [join(repositoryRoot, 'scripts', 'start.mjs')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      ADMIN_LOGIN: adminLogin,
      ADMIN_PASSWORD: adminPassword,
      // No price service is reachable from tests; point it at a closed loopback port.
      PRICE_API_URL: 'http://127.0.0.1:9',
      // e-mail goes to the test's own SMTP server; links in it lead back to this server
      SMTP_URL: mail.url,
      MAIL_FROM: 'Demo Token <sale@example.com>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  await giveCurrenciesAddresses(url, adminLogin, adminPassword);
  return {
    url,
    adminLogin,
    adminPassword,
    databasePath,
    mail,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

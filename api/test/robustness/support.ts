// Shared by the robustness tests (small size, in `npm test`) and by bench/ (full size): start the
// real server as a child process on loopback, give it buyers without going through the
// rate-limited registration, and check every money invariant straight from the database file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase, connectionOf, openDatabase, type Db } from '../../src/db/client';
import { seedIfEmpty } from '../../src/db/seed';
import { giveCurrenciesTestAddresses } from '../test-addresses';
import { hashPasswordSync } from '../../src/passwords';
import { hashToken, USER_SESSION_MS, ADMIN_SESSION_MS } from '../../src/sessions';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** everything the process printed, for error messages */
  log(): string;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit: no handler runs, nothing is flushed */
  kill(): Promise<void>;
}

export interface StartOptions {
  databasePath: string;
  /**
   * 'start' runs scripts/start.mjs exactly as `npm start` does (it may build the frontends);
   * 'main' runs api/src/main.ts through tsx (the same server, no build step): tests use it.
   */
  entry?: 'start' | 'main';
  /** Another checkout of the project to run instead of this one (a benchmark's 'before'). */
  checkout?: string;
  env?: Record<string, string>;
  /** seconds to wait for /health */
  timeoutSeconds?: number;
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const checkout = options.checkout ?? repositoryRoot;
  const args =
    options.entry === 'start' ? [join(checkout, 'scripts', 'start.mjs')] : ['--import', 'tsx', join(checkout, 'api', 'src', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: options.databasePath,
      ADMIN_LOGIN: 'admin',
      ADMIN_PASSWORD: 'robustness-admin-password',
      // nothing may leave the machine: the price service points at a closed loopback port
      PRICE_API_URL: 'http://127.0.0.1:9',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutSeconds ?? 120) * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/controllers/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer in time:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, log: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

export interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** Migrates and seeds the database file, then adds buyers and sessions directly (no scrypt per buyer, no rate limit). */
export async function prepareDatabase(databasePath: string, buyers: number, opts: { balance?: number; emailPrefix?: string } = {}) {
  const db = await openDatabase(databasePath);
  try {
    await seedIfEmpty(db, { adminLogin: 'admin', adminPassword: 'robustness-admin-password' });
    await giveCurrenciesTestAddresses(db);
    const now = new Date();
    const created = now.toISOString();
    const passwordHash = hashPasswordSync(randomBytes(12).toString('base64url'));
    // a SQLite file tool: the buyers are written with the driver's own prepared statements
    const sqlite = connectionOf(db).sqlite!;
    const insertUser = sqlite.prepare(
      `INSERT INTO users (name, email, phone_number, payout_address, password_hash, balance_micro, bonus_micro, deposit_usd_micro, created_at, email_verified_at)
       VALUES (?, ?, NULL, NULL, ?, 0, 0, 0, ?, ?)`,
    );
    const insertLedger = sqlite.prepare(
      `INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (?, 'admin_credit', ?, ?, ?)`,
    );
    const insertAudit = sqlite.prepare(
      `INSERT INTO audit_entries (admin_id, admin_login, action, target, before, after, created_at) VALUES (?, ?, 'user.add_balance', ?, ?, ?, ?)`,
    );
    // an administrator credit counts as tokens bought, as postLedger records it
    const setBalance = sqlite.prepare(
      `UPDATE users SET balance_micro = balance_micro + @amount, purchased_micro = purchased_micro + @amount WHERE id = @id`,
    );
    const insertSession = sqlite.prepare(
      `INSERT INTO sessions (token_hash, kind, user_id, admin_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    // eslint-disable-next-line no-restricted-syntax -- better-sqlite3's own statement: this tool writes SQLite files
    const admin = sqlite.prepare(`SELECT id, login FROM admins ORDER BY id LIMIT 1`).get() as { id: number; login: string };
    const prefix = opts.emailPrefix ?? 'buyer';
    const result: Buyer[] = [];
    const adminToken = randomBytes(32).toString('base64url');
    sqlite.transaction(() => {
      insertSession.run(hashToken(adminToken), 'admin', null, admin.id, created, new Date(now.getTime() + ADMIN_SESSION_MS).toISOString());
      // eslint-disable-next-line no-restricted-syntax -- as above
      const base = (sqlite.prepare(`SELECT COALESCE(MAX(id), 0) AS n FROM users`).get() as { n: number }).n;
      for (let i = 0; i < buyers; i++) {
        const email = `${prefix}${base + i + 1}@example.com`;
        // buyers who confirmed their address (an unconfirmed buyer may not place a first order)
        const id = Number(insertUser.run(`Buyer ${base + i + 1}`, email, passwordHash, created, created).lastInsertRowid);
        const token = randomBytes(32).toString('base64url');
        insertSession.run(hashToken(token), 'user', id, null, created, new Date(now.getTime() + USER_SESSION_MS).toISOString());
        if (opts.balance) {
          // the same shape an administrator's 'Add Balance' writes: an audit entry and its ledger entry
          const amountMicro = Math.round(opts.balance * 1e6);
          const auditId = Number(
            insertAudit.run(
              admin.id,
              admin.login,
              `user:${id}`,
              JSON.stringify({ balance: 0 }),
              JSON.stringify({ balance: opts.balance, added: opts.balance }),
              created,
            ).lastInsertRowid,
          );
          insertLedger.run(id, amountMicro, `audit:${auditId}`, created);
          setBalance.run({ amount: amountMicro, id });
        }
        result.push({ id, email, token });
      }
    })();
    return { buyers: result, adminToken };
  } finally {
    await closeDatabase(db);
  }
}

/** Opens the file (a fresh connection replays the WAL as SQLite does after a crash) and runs `fn`. */
export async function withDatabase<T>(databasePath: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(databasePath);
  try {
    return await fn(db);
  } finally {
    await closeDatabase(db);
  }
}

export interface CallResult {
  status: number;
  body: any;
}

/** One JSON call over loopback; a dropped connection answers status 0. */
export async function callApi(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<CallResult> {
  try {
    const response = await fetch(`${url}/api/controllers/${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal ?? AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

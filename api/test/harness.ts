// Test harness: a fresh database with migrations and seed, the app, and helpers. The database is
// SQLite in memory, or, when the suite runs on PostgreSQL (TEST_POSTGRES_URL, set by
// test/postgres-setup.ts), a new database on the test server for every harness.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { createApp } from '../src/app';
import type { RateLimitOptions } from '../src/rate-limit';
import type { AdminRole } from '@openpresale/shared/permissions';
import { closeDatabase, connectionOf, engineOf, openDatabase, rows, type Db } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { createFakePriceService } from './fake-price-service';
import { createPostgresDatabase } from './postgres-buyers';
import { giveCurrenciesTestAddresses } from './test-addresses';

export const ADMIN_LOGIN = 'root';
export const ADMIN_PASSWORD = 'correct horse battery';
export const ROLE_LOGINS: Record<AdminRole, string> = { owner: ADMIN_LOGIN, operator: 'operator1', support: 'support1' };
export const ROLE_PASSWORDS: Record<AdminRole, string> = {
  owner: ADMIN_PASSWORD,
  operator: 'operator pass phrase',
  support: 'support pass phrase',
};

export interface Harness {
  db: Db;
  app: ReturnType<typeof createApp>;
  prices: ReturnType<typeof createFakePriceService>;
  now: { value: Date };
  call: (
    method: string,
    path: string,
    opts?: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ) => Promise<{
    status: number;
    body: any;
    headers: Headers;
  }>;
  register: (
    email?: string,
    extra?: Partial<{ name: string; phone: string; pass: string; unverified: boolean }>,
  ) => Promise<{ token: string; email: string; id: number }>;
  adminToken: () => Promise<string>;
  /** the messages in the outbox (newest last), optionally only those to one address */
  mail: (
    to?: string,
  ) => Promise<Array<{ id: number; kind: string; recipient: string; subject: string; text: string; html: string; status: string }>>;
  /** the token of the last link to `page` in the last message of this kind to this address */
  linkToken: (to: string, kind: string, page: 'reset-password' | 'verify-email') => Promise<string>;
  /** waits for the work the API does after its answers (a reset e-mail is written after the answer) */
  settle: () => Promise<void>;
  /** work held back (opts.holdDeferred): start it and wait for it */
  runHeld: () => Promise<void>;
  held: () => number;
  /**
   * A session of an administrator of `role`: the seeded owner, or an operator or support account
   * the owner invites on first use (login `operator1` / `support1`, password ROLE_PASSWORDS[role]
   * chosen in place of the temporary one).
   */
  adminTokenFor: (role: AdminRole) => Promise<string>;
  /** The owner invites an administrator; their id and temporary password. */
  invite: (login: string, role: AdminRole) => Promise<{ id: number; temporaryPassword: string }>;
  /** the first row of a raw SQL query against the harness's database */
  row: <T>(query: SQL) => Promise<T | undefined>;
  rows: <T>(query: SQL) => Promise<T[]>;
}

let counter = 0;

const opened: Db[] = [];

/**
 * A fresh, empty database of the engine this test run uses; `{ shared: true }` makes the SQLite
 * one a file, so that openAgain can open a second connection to it (as a second process would).
 */
export async function freshDatabase(options: { shared?: boolean } = {}): Promise<Db> {
  const server = process.env.TEST_POSTGRES_URL;
  let db: Db;
  if (server) {
    db = await openDatabase(await newTestPostgresDatabase());
  } else {
    db = await openDatabase(options.shared ? join(mkdtempSync(join(tmpdir(), 'openpresale-test-')), 'shared.db') : ':memory:');
  }
  opened.push(db);
  return db;
}

/** A second, independent connection (a second API process) to the database of `db`. */
export async function openAgain(db: Db): Promise<Db> {
  const again = await openDatabase(connectionOf(db).location);
  opened.push(again);
  return again;
}

/** A new, empty database on the test run's PostgreSQL server; its URL. */
export async function newTestPostgresDatabase(): Promise<string> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('No PostgreSQL server in this test run (TEST_POSTGRES_URL is unset).');
  return createPostgresDatabase(server, `t_${process.pid}_${++counter}_${Date.now().toString(36)}`);
}

/** Closes every database the harness opened (an afterAll of the API suite's setup). */
export async function closeHarnessDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => closeDatabase(db)));
}

export const PUBLIC_URL = 'https://presale.test';

export async function makeHarness(
  opts: {
    random?: () => number;
    rateLimit?: Partial<RateLimitOptions>;
    holdDeferred?: boolean;
    secretsKey?: Buffer | null;
  } = {},
): Promise<Harness> {
  const db = await freshDatabase();
  await seedIfEmpty(db, { adminLogin: ADMIN_LOGIN, adminPassword: ADMIN_PASSWORD });
  await giveCurrenciesTestAddresses(db);
  const prices = createFakePriceService({ bitcoin: 65000, ethereum: 3200, tether: 1, binancecoin: 610 });
  const now = { value: new Date('2026-03-01T12:00:00.000Z') };
  const running: Promise<void>[] = [];
  const held: Array<() => Promise<void>> = [];
  const settle = async () => {
    while (running.length > 0) await Promise.all(running.splice(0));
  };
  const mail: Harness['mail'] = async (to) => {
    await settle();
    const list = await rows<{
      id: number;
      kind: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      status: string;
    }>(db, to ? sql`SELECT * FROM outbox WHERE recipient = ${to.toLowerCase()} ORDER BY id` : sql`SELECT * FROM outbox ORDER BY id`);
    return list.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body,
      status: m.status,
    }));
  };
  const linkToken: Harness['linkToken'] = async (to, kind, page) => {
    const message = (await mail(to)).filter((m) => m.kind === kind).pop();
    if (!message) throw new Error(`No ${kind} message to ${to}.`);
    const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/${page}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
    if (!match) throw new Error(`The ${kind} message to ${to} has no ${page} link:\n${message.text}`);
    return match[1]!;
  };
  const app = createApp({
    db,
    clock: () => now.value,
    priceService: prices,
    trustProxy: true,
    random: opts.random,
    rateLimit: { perIp: 10_000, perAccount: 10_000, perAccountAndAddress: 10_000, ordersPerHour: 10_000, ...opts.rateLimit },
    secretsKey: opts.secretsKey === undefined ? randomBytes(32) : opts.secretsKey,
    mail: { publicUrl: PUBLIC_URL, from: 'Demo Token <sale@presale.test>' },
    defer: (task) => {
      if (opts.holdDeferred) held.push(task);
      else running.push(task());
    },
  });
  const call: Harness['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api/controllers/${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  let adminTokenCache: string | null = null;
  const roleTokens = new Map<AdminRole, string>();
  const invite: Harness['invite'] = async (login, role) => {
    const r = await call('POST', 'adminAccounts.php', { token: await harness.adminToken(), body: { login, role } });
    if (r.status !== 200) throw new Error(`invite failed: ${r.status} ${JSON.stringify(r.body)}`);
    return { id: r.body.admin.id, temporaryPassword: r.body.temporaryPassword };
  };
  const harness: Harness = {
    db,
    app,
    prices,
    now,
    call,
    mail,
    linkToken,
    settle,
    held: () => held.length,
    async runHeld() {
      for (const task of held.splice(0)) running.push(task());
      await settle();
    },
    row: async <T>(query: SQL) => (await rows<T>(db, query))[0],
    rows: <T>(query: SQL) => rows<T>(db, query),
    async register(email, extra = {}) {
      const e = email ?? `buyer${++counter}@example.com`;
      const r = await call('POST', 'users.php', {
        body: {
          type: 'reg',
          name: extra.name ?? 'Test Buyer',
          email: e,
          phone: extra.phone ?? '+1 555 0100',
          pass: extra.pass ?? 'secret-pass',
        },
      });
      if (r.status !== 200) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
      // as the buyer would: open the link of the verification e-mail
      if (!extra.unverified) {
        const token = await linkToken(e.toLowerCase(), 'verify_email', 'verify-email');
        const confirmed = await call('POST', 'emailVerification.php', { body: { token } });
        if (confirmed.status !== 200) throw new Error(`verification failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      }
      const me = await call('GET', 'users.php', { token: r.body.token });
      return { token: r.body.token, email: e.toLowerCase(), id: me.body.user.id };
    },
    async adminToken() {
      if (adminTokenCache) {
        const check = await call('GET', 'admin.php', { token: adminTokenCache });
        if (check.status === 200) return adminTokenCache;
      }
      const r = await call('POST', 'admin.php', { body: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD } });
      if (r.status !== 200) throw new Error(`admin login failed: ${r.status} ${JSON.stringify(r.body)}`);
      adminTokenCache = r.body.token as string;
      return adminTokenCache;
    },
    invite,
    async adminTokenFor(role) {
      if (role === 'owner') return harness.adminToken();
      const cached = roleTokens.get(role);
      if (cached && (await call('GET', 'admin.php', { token: cached })).status === 200) return cached;
      const login = ROLE_LOGINS[role];
      let r = await call('POST', 'admin.php', { body: { login, password: ROLE_PASSWORDS[role] } });
      if (r.status === 401) {
        const { temporaryPassword } = await invite(login, role);
        const first = await call('POST', 'admin.php', { body: { login, password: temporaryPassword } });
        r = await call('PUT', 'admin.php', {
          token: first.body.token,
          body: { login, oldPassword: temporaryPassword, newPassword: ROLE_PASSWORDS[role] },
        });
      }
      if (r.status !== 200) throw new Error(`${role} sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
      roleTokens.set(role, r.body.token);
      return r.body.token as string;
    },
  };
  return harness;
}

/** Row counts of every table, to prove a refused request wrote nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    engineOf(db) === 'postgres'
      ? sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`
      : sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite_%'`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    // sign-ins legitimately add sessions, and every attempt is counted for the limits, refused or not
    if (name === 'sessions' || name === 'rate_limits' || name.startsWith('__')) continue;
    out[name] = Number((await rows<{ n: number }>(db, sql.raw(`SELECT COUNT(*) AS n FROM "${name}"`)))[0]!.n);
  }
  return out;
}

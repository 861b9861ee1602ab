// Test harness: a fresh database with migrations and seed, the app, and helpers. The database is
// SQLite in memory, or, when the suite runs on PostgreSQL (TEST_POSTGRES_URL, set by
// test/postgres-setup.ts), a new database on the test server for every harness.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { createApp } from '../app';
import { closeDatabase, connectionOf, engineOf, openDatabase, rows, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createFakePriceService } from '../price-service';
import { giveCurrenciesTestAddresses } from './test-addresses';

export const ADMIN_LOGIN = 'root';
export const ADMIN_PASSWORD = 'correct horse battery';

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
    extra?: Partial<{ name: string; phone: string; pass: string }>,
  ) => Promise<{ token: string; email: string; id: number }>;
  adminToken: () => Promise<string>;
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
    const name = `t_${process.pid}_${++counter}_${Date.now().toString(36)}`;
    const admin = await openAdminConnection(server);
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(server);
    url.pathname = `/${name}`;
    db = await openDatabase(url.toString());
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

async function openAdminConnection(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Closes every database the harness opened (an afterAll of the API suite's setup). */
export async function closeHarnessDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => closeDatabase(db)));
}

export async function makeHarness(
  opts: { random?: () => number; rateLimit?: { perIp?: number; perAccount?: number } } = {},
): Promise<Harness> {
  const db = await freshDatabase();
  await seedIfEmpty(db, { adminLogin: ADMIN_LOGIN, adminPassword: ADMIN_PASSWORD });
  await giveCurrenciesTestAddresses(db);
  const prices = createFakePriceService({ bitcoin: 65000, ethereum: 3200, tether: 1, binancecoin: 610 });
  const now = { value: new Date('2026-03-01T12:00:00.000Z') };
  const app = createApp({
    db,
    clock: () => now.value,
    priceService: prices,
    trustProxy: true,
    random: opts.random,
    rateLimit: { perIp: 10_000, perAccount: 10_000, ...opts.rateLimit },
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
  return {
    db,
    app,
    prices,
    now,
    call,
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
  };
}

/** Users whose cached balance or bonus total differs from their ledger (must always be empty). */
export function ledgerMismatches(db: Db) {
  return rows<{ id: number; balance: number; ledger: number; bonus: number; ledgerBonus: number }>(
    db,
    sql`
    SELECT u.id, u.balance_micro AS balance,
      COALESCE((SELECT SUM(amount_micro) FROM ledger_entries l WHERE l.user_id = u.id), 0) AS ledger,
      u.bonus_micro AS bonus,
      COALESCE((SELECT SUM(amount_micro) FROM ledger_entries l WHERE l.user_id = u.id AND l.kind = 'bonus'), 0) AS "ledgerBonus"
    FROM users u
    WHERE u.balance_micro != COALESCE((SELECT SUM(amount_micro) FROM ledger_entries l WHERE l.user_id = u.id), 0)
       OR u.bonus_micro != COALESCE((SELECT SUM(amount_micro) FROM ledger_entries l WHERE l.user_id = u.id AND l.kind = 'bonus'), 0)`,
  );
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
    if (name === 'sessions' || name.startsWith('__')) continue; // sign-ins legitimately add sessions
    out[name] = Number((await rows<{ n: number }>(db, sql.raw(`SELECT COUNT(*) AS n FROM "${name}"`)))[0]!.n);
  }
  return out;
}

/** Maintained aggregates that differ from what the rows say (must always be empty). */
export async function aggregateMismatches(db: Db) {
  const counts = await rows<{ status: string; kept: number; real: number }>(
    db,
    sql`
    SELECT s.status, s.kept, s.real FROM (
      SELECT k.status, COALESCE(c.n, 0) AS kept,
        (SELECT COUNT(*) FROM transactions t WHERE t.status = k.status AND t.deleted_at IS NULL) AS real
      FROM (SELECT 'pending' AS status UNION SELECT 'approved' UNION SELECT 'rejected') k
      LEFT JOIN transaction_counts c ON c.status = k.status
    ) s
    WHERE s.kept != s.real`,
  );
  const totals = await rows<{ stage: string }>(
    db,
    sql`
    SELECT a.stage FROM (
      SELECT t.stage, SUM(t.usd_value_micro) AS raised, SUM(t.amount_to_receive_micro) AS sold
      FROM transactions t WHERE t.status = 'approved' GROUP BY t.stage
    ) a LEFT JOIN presale_totals p ON p.stage = a.stage
    WHERE p.stage IS NULL OR p.raised_usd_micro != a.raised OR p.sold_micro != a.sold`,
  );
  const deposits = await rows<{ id: number }>(
    db,
    sql`
    SELECT u.id FROM users u
    WHERE u.deposit_usd_micro != COALESCE((SELECT SUM(usd_value_micro) FROM transactions t WHERE t.user_id = u.id AND t.status = 'approved'), 0)`,
  );
  return [...counts.map((c) => ({ counter: c })), ...totals.map((t) => ({ presaleTotals: t })), ...deposits.map((d) => ({ deposit: d }))];
}

/** Every invariant the tests check after each test: ledger sums and maintained aggregates. */
export async function invariantViolations(db: Db) {
  return [...(await ledgerMismatches(db)), ...(await aggregateMismatches(db))];
}

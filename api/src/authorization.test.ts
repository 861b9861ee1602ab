// SPEC §5, §7: every route × {anonymous, user, another user, admin}, generated from ONE table.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test/fixture';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

type Role = 'anonymous' | 'user' | 'other' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'other', 'admin'];

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** path under /api/controllers/, may use the fixture */
  path: string | ((f: Fixture) => string);
  /** what the row exercises, when one controller has several */
  what?: string;
  body?: (f: Fixture, role: Role) => unknown;
  expect: Record<Role, number>;
  /** an admin write: must add an audit entry when it succeeds */
  adminWrite?: boolean;
}

const PUBLIC = { anonymous: 200, user: 200, other: 200, admin: 200 };
const ADMIN = { anonymous: 401, user: 403, other: 403, admin: 200 };
const USER = { anonymous: 401, user: 200, other: 200, admin: 403 };

let regCounter = 0;

export const MATRIX: Row[] = [
  { method: 'GET', path: 'health', expect: PUBLIC },
  { method: 'GET', path: 'mainCurrency.php', expect: PUBLIC },
  { method: 'PUT', path: 'mainCurrency.php', body: () => ({ id: 1, value: 0.2 }), expect: ADMIN, adminWrite: true },
  { method: 'GET', path: 'settings.php', expect: PUBLIC },
  { method: 'PUT', path: 'settings.php', body: () => ({ stageName: 'Stage 2' }), expect: ADMIN, adminWrite: true },
  {
    method: 'POST',
    path: 'users.php',
    what: 'login',
    body: () => ({ type: 'login', email: 'owner@example.com', pass: 'secret-pass' }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: 'users.php',
    what: 'registration',
    body: () => ({ type: 'reg', name: 'New', email: `new${++regCounter}@example.com`, phone: '123', pass: 'secret-pass' }),
    expect: PUBLIC,
  },
  { method: 'POST', path: 'users.php?action=logout', expect: USER },
  { method: 'GET', path: 'users.php', expect: USER },
  { method: 'GET', path: 'users.php?list=1&page=1&pageSize=10', expect: ADMIN },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'profile',
    body: (f, role) => ({
      name: 'Renamed',
      email: role === 'other' ? f.other.email : f.user.email,
      phone_number: '1',
      payout_address: '0xPAYOUT00000002',
      current_pass: 'secret-pass',
    }),
    expect: USER,
  },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'password',
    body: () => ({ pass: 'another-secret', current_pass: 'secret-pass' }),
    expect: USER,
  },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'add balance',
    body: (f) => ({ email: f.user.email, balance: 5 }),
    expect: { anonymous: 401, user: 403, other: 403, admin: 200 },
    adminWrite: true,
  },
  { method: 'GET', path: 'cryptos.php', expect: PUBLIC },
  {
    method: 'POST',
    path: 'cryptos.php',
    body: () => ({ currency: 'DOGE', fullName: 'Dogecoin', rate: 1.5, address: 'DDemoAddress123' }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'PUT', path: 'cryptos.php', what: 'one', body: () => ({ currency: 'BTC', rate: 650000 }), expect: ADMIN, adminWrite: true },
  {
    method: 'PUT',
    path: 'cryptos.php',
    what: 'array',
    body: () => [
      { currency: 'BTC', rate: 1 },
      { currency: 'ETH', address: 'eth-new-address' },
    ],
    expect: ADMIN,
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: 'cryptos.php',
    what: 'ERC-20 bulk',
    body: () => ({ erc20Address: '0xERC20ADDRESS' }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'DELETE', path: 'cryptos.php', body: () => ({ currency: 'SOL' }), expect: ADMIN, adminWrite: true },
  { method: 'POST', path: 'rates.php', expect: ADMIN, adminWrite: true },
  { method: 'POST', path: 'transactions.php', body: () => ({ cryptoToTransfer: 'USDT', amountToTransfer: 10 }), expect: USER },
  {
    method: 'GET',
    path: (f) => `transactions.php?orderToken=${f.orderToken}`,
    what: 'one order',
    expect: { anonymous: 401, user: 200, other: 404, admin: 200 },
  },
  { method: 'GET', path: 'transactions.php?mine=1', expect: USER },
  { method: 'GET', path: 'transactions.php?page=1&pageSize=10&status=pending', what: 'admin list', expect: ADMIN },
  { method: 'PUT', path: 'transactions.php', body: (f) => ({ id: f.orderId, status: 'approved' }), expect: ADMIN, adminWrite: true },
  { method: 'DELETE', path: (f) => `transactions.php?id=${f.orderId}`, expect: ADMIN, adminWrite: true },
  {
    method: 'PATCH',
    path: 'transactions.php',
    what: 'the buyer cancels',
    body: (f) => ({ orderToken: f.orderToken, action: 'cancel' }),
    expect: { anonymous: 401, user: 200, other: 404, admin: 403 },
  },
  { method: 'GET', path: 'payments.php', what: 'review queue', expect: ADMIN },
  {
    method: 'PUT',
    path: 'payments.php',
    what: 'resolve a review (the pending order is not in review)',
    body: (f) => ({ id: f.orderId, action: 'reject', reason: 'test' }),
    expect: { anonymous: 401, user: 403, other: 403, admin: 409 },
  },
  { method: 'POST', path: 'admin.php', body: () => ({ login: 'root', password: 'correct horse battery' }), expect: PUBLIC },
  { method: 'GET', path: 'admin.php', expect: ADMIN },
  {
    method: 'PUT',
    path: 'admin.php',
    body: () => ({ login: 'root', oldPassword: 'correct horse battery', newPassword: 'even better horse' }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'GET', path: 'pixels.php', what: 'all keys', expect: ADMIN },
  { method: 'GET', path: 'pixels.php?location=/dashboard', what: 'one location', expect: PUBLIC },
  { method: 'POST', path: 'pixels.php', body: () => ({ api_key: 'K2', location: '/' }), expect: ADMIN, adminWrite: true },
  {
    method: 'PUT',
    path: (f) => `pixels.php?id=${f.pixelId}`,
    body: () => ({ api_key: 'K3', location: '/dashboard' }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'DELETE', path: (f) => `pixels.php?api=${f.pixelId}`, expect: ADMIN, adminWrite: true },
  { method: 'GET', path: 'roulette.php', expect: USER },
  { method: 'POST', path: 'roulette.php', expect: USER },
  { method: 'GET', path: 'prizes.php', expect: ADMIN },
  {
    method: 'POST',
    path: 'prizes.php',
    body: () => ({ name: '50 tokens', type: 'add_to_balance', amount: 50, chance: 5 }),
    expect: ADMIN,
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: (f) => `prizes.php?id=${f.prizeId}`,
    body: () => ({ name: '25% deposit', type: 'bonus_dep', amount: 25, chance: 10 }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'DELETE', path: (f) => `prizes.php?id=${f.prizeId}`, expect: ADMIN, adminWrite: true },
  { method: 'GET', path: 'leaderboard.php', expect: PUBLIC },
  { method: 'GET', path: 'withdrawals.php', expect: { anonymous: 401, user: 200, other: 200, admin: 200 } },
  { method: 'POST', path: 'withdrawals.php', body: () => ({ amount: 5 }), expect: USER },
  {
    method: 'PUT',
    path: 'withdrawals.php',
    body: (f) => ({ id: f.withdrawalId, status: 'sent', txHash: '0xabcdef0123456789' }),
    expect: ADMIN,
    adminWrite: true,
  },
  { method: 'GET', path: 'audit.php', expect: ADMIN },
  // 'Forgot password?' and the links from e-mails need no session: the token is the proof
  { method: 'POST', path: 'passwordReset.php', body: (_f, role) => ({ email: `nobody-${role}@example.com` }), expect: PUBLIC },
  {
    method: 'PUT',
    path: 'passwordReset.php',
    what: 'made-up link',
    body: () => ({ token: 'x'.repeat(43), pass: 'whatever-pass' }),
    expect: { anonymous: 400, user: 400, other: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: 'emailVerification.php',
    what: 'made-up link',
    body: () => ({ token: 'x'.repeat(43) }),
    expect: { anonymous: 400, user: 400, other: 400, admin: 400 },
  },
  // 'Send a new link': the fixture's buyers have confirmed their address
  { method: 'PUT', path: 'emailVerification.php', expect: { anonymous: 401, user: 409, other: 409, admin: 403 } },
  { method: 'GET', path: 'sessions.php', expect: USER },
  { method: 'DELETE', path: 'sessions.php', expect: USER },
  { method: 'GET', path: 'outbox.php', expect: ADMIN },
  // the fixture's first message still waits (no SMTP in these tests): nothing to send again yet
  { method: 'POST', path: 'outbox.php?id=1', expect: { anonymous: 401, user: 403, other: 403, admin: 409 } },
];

const auditCount = async (h: Harness) => (await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM audit_entries`))!.n;

describe('authorization matrix (SPEC §5: admin calls need an admin session, user calls a user session)', () => {
  it(`covers ${MATRIX.length} routes × ${ROLES.length} roles`, async () => {
    expect(MATRIX.length * ROLES.length).toBeGreaterThanOrEqual(180);
  });

  for (const row of MATRIX) {
    const label = `${row.method} /${typeof row.path === 'string' ? row.path.split('?')[0] : row.path({ orderToken: 'T', orderId: 1, pixelId: 1 } as Fixture).split('?')[0]}${row.what ? ` (${row.what})` : ''}`;
    it(`${label} answers ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const h = await makeHarness();
      const f = await buildFixture(h);
      // admin last: the earlier, refused calls must not have changed anything it relies on
      for (const role of ROLES) {
        const token =
          role === 'anonymous' ? null : role === 'user' ? f.user.token : role === 'other' ? f.other.token : await h.adminToken();
        const path = typeof row.path === 'string' ? row.path : row.path(f);
        const before = await auditCount(h);
        const res = await h.call(row.method, path, { token, body: row.body?.(f, role) });
        expect({ role, status: res.status, body: res.body }).toMatchObject({ role, status: row.expect[role] });
        expect(res.body.status).toBe(res.status === 200 ? 'success' : 'error');
        if (res.status !== 200) expect(typeof res.body.message).toBe('string');
        if (role !== 'admin' || res.status !== 200) {
          if (row.adminWrite) expect(await auditCount(h)).toBe(before);
        } else if (row.adminWrite) {
          expect(await auditCount(h)).toBeGreaterThan(before);
        }
      }
      expect(await invariantViolations(h.db)).toEqual([]);
    });
  }

  it('an expired user session gets 401, an expired admin session gets 401', async () => {
    const h = await makeHarness();
    const u = await h.register();
    const admin = await h.adminToken();
    h.now.value = new Date(h.now.value.getTime() + 12 * 3600 * 1000 + 1000);
    expect((await h.call('GET', 'admin.php', { token: admin })).status).toBe(401);
    expect((await h.call('GET', 'users.php', { token: u.token })).status).toBe(200);
    h.now.value = new Date(h.now.value.getTime() + 30 * 24 * 3600 * 1000);
    expect((await h.call('GET', 'users.php', { token: u.token })).status).toBe(401);
  });

  it('a garbage or forged token gets 401', async () => {
    const h = await makeHarness();
    for (const token of ['x', 'A'.repeat(43), "' OR 1=1 --", 'B'.repeat(5000)]) {
      const r = await h.call('GET', 'users.php', { token });
      expect(r.status).toBe(401);
    }
    expect((await h.call('GET', 'users.php?token=' + 'C'.repeat(43))).status).toBe(401);
  });
});

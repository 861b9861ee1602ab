// SPEC §5, §7: every route × {anonymous, user, another user, owner, operator, support}, generated
// from ONE table. What each administrator role may do comes from the permission map in shared
// (the same map the API's middleware and the admin remote read).
import { ADMIN_ROLES, roleCan, type AdminRole, type Permission } from '@openpresale/shared/permissions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test/fixture';
import { expectCodedError } from '../test/coded-error';
import { makeHarness, ROLE_LOGINS, ROLE_PASSWORDS, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

type Role = 'anonymous' | 'user' | 'other' | AdminRole;
const ROLES: Role[] = ['anonymous', 'user', 'other', ...ADMIN_ROLES];
const isAdminRole = (role: Role): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

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

const everyAdmin = (code: number) => ({ owner: code, operator: code, support: code });
const PUBLIC = { anonymous: 200, user: 200, other: 200, ...everyAdmin(200) };
const USER = { anonymous: 401, user: 200, other: 200, ...everyAdmin(403) };
/** An administrator route: 200 for the roles the permission map gives `permission`, 403 for the others. */
const ADMIN = (permission: Permission) => ({
  anonymous: 401,
  user: 403,
  other: 403,
  owner: roleCan('owner', permission) ? 200 : 403,
  operator: roleCan('operator', permission) ? 200 : 403,
  support: roleCan('support', permission) ? 200 : 403,
});

let regCounter = 0;

export const MATRIX: Row[] = [
  { method: 'GET', path: 'health', expect: PUBLIC },
  { method: 'GET', path: 'mainCurrency.php', expect: PUBLIC },
  { method: 'PUT', path: 'mainCurrency.php', body: () => ({ id: 1, value: 0.2 }), expect: ADMIN('settings.write'), adminWrite: true },
  { method: 'GET', path: 'settings.php', expect: PUBLIC },
  { method: 'PUT', path: 'settings.php', body: () => ({ stageName: 'Stage 2' }), expect: ADMIN('settings.write'), adminWrite: true },
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
  { method: 'GET', path: 'users.php?list=1&page=1&pageSize=10', expect: ADMIN('users.read') },
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
    expect: ADMIN('credits.write'),
    adminWrite: true,
  },
  { method: 'GET', path: 'cryptos.php', expect: PUBLIC },
  {
    method: 'POST',
    path: 'cryptos.php',
    body: () => ({ currency: 'DOGE', fullName: 'Dogecoin', rate: 1.5, address: 'DDemoAddress123' }),
    expect: ADMIN('currencies.write'),
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: 'cryptos.php',
    what: 'one',
    body: () => ({ currency: 'BTC', rate: 650000 }),
    expect: ADMIN('currencies.write'),
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: 'cryptos.php',
    what: 'array',
    body: () => [
      { currency: 'BTC', rate: 1 },
      { currency: 'ETH', address: 'eth-new-address' },
    ],
    expect: ADMIN('currencies.write'),
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: 'cryptos.php',
    what: 'ERC-20 bulk',
    body: () => ({ erc20Address: '0xERC20ADDRESS' }),
    expect: ADMIN('currencies.write'),
    adminWrite: true,
  },
  { method: 'DELETE', path: 'cryptos.php', body: () => ({ currency: 'SOL' }), expect: ADMIN('currencies.write'), adminWrite: true },
  { method: 'POST', path: 'rates.php', expect: ADMIN('currencies.write'), adminWrite: true },
  { method: 'POST', path: 'transactions.php', body: () => ({ cryptoToTransfer: 'USDT', amountToTransfer: 10 }), expect: USER },
  {
    method: 'GET',
    path: (f) => `transactions.php?orderToken=${f.orderToken}`,
    what: 'one order',
    expect: { ...ADMIN('orders.read'), anonymous: 401, user: 200, other: 404 },
  },
  { method: 'GET', path: 'transactions.php?mine=1', expect: USER },
  { method: 'GET', path: 'transactions.php?page=1&pageSize=10&status=pending', what: 'admin list', expect: ADMIN('orders.read') },
  {
    method: 'PUT',
    path: 'transactions.php',
    body: (f) => ({ id: f.orderId, status: 'approved' }),
    expect: ADMIN('orders.write'),
    adminWrite: true,
  },
  { method: 'DELETE', path: (f) => `transactions.php?id=${f.orderId}`, expect: ADMIN('orders.write'), adminWrite: true },
  {
    method: 'PATCH',
    path: 'transactions.php',
    what: 'the buyer cancels',
    body: (f) => ({ orderToken: f.orderToken, action: 'cancel' }),
    expect: { ...USER, other: 404 },
  },
  { method: 'GET', path: 'payments.php', what: 'review queue', expect: ADMIN('orders.read') },
  {
    method: 'PUT',
    path: 'payments.php',
    what: 'resolve a review (the pending order is not in review: 409 for the roles allowed)',
    body: (f) => ({ id: f.orderId, action: 'reject', reason: 'test' }),
    expect: { ...ADMIN('payments.resolve'), owner: 409, operator: 409 },
  },
  { method: 'POST', path: 'admin.php', body: () => ({ login: 'root', password: 'correct horse battery' }), expect: PUBLIC },
  { method: 'GET', path: 'admin.php', expect: ADMIN('account.self') },
  {
    method: 'POST',
    path: 'admin.php?action=verify',
    what: 'second step without a first',
    body: () => ({ code: '123456' }),
    expect: { anonymous: 401, user: 401, other: 401, ...everyAdmin(401) },
  },
  { method: 'POST', path: 'admin.php?action=logout', what: 'sign out', expect: ADMIN('account.self') },
  { method: 'GET', path: 'adminAccounts.php', expect: ADMIN('admins.manage') },
  {
    method: 'POST',
    path: 'adminAccounts.php',
    what: 'invite',
    body: () => ({ login: 'new-admin', role: 'support' }),
    expect: ADMIN('admins.manage'),
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: 'adminAccounts.php',
    body: (f) => ({ id: f.spareAdminId, role: 'operator' }),
    expect: ADMIN('admins.manage'),
    adminWrite: true,
  },
  {
    method: 'POST',
    path: 'adminAccounts.php?action=reset',
    body: (f) => ({ id: f.spareAdminId }),
    expect: ADMIN('admins.manage'),
    adminWrite: true,
  },
  { method: 'GET', path: 'securitySettings.php', expect: ADMIN('admins.manage') },
  { method: 'PUT', path: 'securitySettings.php', body: () => ({ idleMinutes: 60 }), expect: ADMIN('admins.manage'), adminWrite: true },
  { method: 'GET', path: 'twoFactor.php', expect: ADMIN('account.self') },
  { method: 'POST', path: 'twoFactor.php?action=start', expect: ADMIN('account.self') },
  { method: 'GET', path: 'adminSessions.php', expect: ADMIN('account.self') },
  {
    method: 'PUT',
    path: 'admin.php',
    body: (_f, role) => {
      const admin = isAdminRole(role) ? role : 'owner';
      return { login: ROLE_LOGINS[admin], oldPassword: ROLE_PASSWORDS[admin], newPassword: 'even better horse' };
    },
    expect: ADMIN('account.self'),
    adminWrite: true,
  },
  { method: 'GET', path: 'pixels.php', what: 'all keys', expect: ADMIN('pixels.manage') },
  { method: 'GET', path: 'pixels.php?location=/dashboard', what: 'one location', expect: PUBLIC },
  { method: 'POST', path: 'pixels.php', body: () => ({ api_key: 'K2', location: '/' }), expect: ADMIN('pixels.manage'), adminWrite: true },
  {
    method: 'PUT',
    path: (f) => `pixels.php?id=${f.pixelId}`,
    body: () => ({ api_key: 'K3', location: '/dashboard' }),
    expect: ADMIN('pixels.manage'),
    adminWrite: true,
  },
  { method: 'DELETE', path: (f) => `pixels.php?api=${f.pixelId}`, expect: ADMIN('pixels.manage'), adminWrite: true },
  { method: 'GET', path: 'roulette.php', expect: USER },
  { method: 'POST', path: 'roulette.php', expect: USER },
  { method: 'GET', path: 'prizes.php', expect: ADMIN('prizes.manage') },
  {
    method: 'POST',
    path: 'prizes.php',
    body: () => ({ name: '50 tokens', type: 'add_to_balance', amount: 50, chance: 5 }),
    expect: ADMIN('prizes.manage'),
    adminWrite: true,
  },
  {
    method: 'PUT',
    path: (f) => `prizes.php?id=${f.prizeId}`,
    body: () => ({ name: '25% deposit', type: 'bonus_dep', amount: 25, chance: 10 }),
    expect: ADMIN('prizes.manage'),
    adminWrite: true,
  },
  { method: 'DELETE', path: (f) => `prizes.php?id=${f.prizeId}`, expect: ADMIN('prizes.manage'), adminWrite: true },
  { method: 'GET', path: 'leaderboard.php', expect: PUBLIC },
  { method: 'GET', path: 'withdrawals.php', expect: { ...ADMIN('withdrawals.read'), user: 200, other: 200 } },
  { method: 'POST', path: 'withdrawals.php', body: () => ({ amount: 5 }), expect: USER },
  {
    method: 'PUT',
    path: 'withdrawals.php',
    body: (f) => ({ id: f.withdrawalId, status: 'sent', txHash: '0xabcdef0123456789' }),
    expect: ADMIN('withdrawals.write'),
    adminWrite: true,
  },
  { method: 'GET', path: 'audit.php', expect: ADMIN('audit.read') },
  { method: 'GET', path: 'audit.php?action=admin.sign_in&format=csv', what: 'CSV', expect: ADMIN('audit.read'), adminWrite: true },
  // 'Forgot password?' and the links from e-mails need no session: the token is the proof
  { method: 'POST', path: 'passwordReset.php', body: (_f, role) => ({ email: `nobody-${role}@example.com` }), expect: PUBLIC },
  {
    method: 'PUT',
    path: 'passwordReset.php',
    what: 'made-up link',
    body: () => ({ token: 'x'.repeat(43), pass: 'whatever-pass' }),
    expect: { anonymous: 400, user: 400, other: 400, ...everyAdmin(400) },
  },
  {
    method: 'POST',
    path: 'emailVerification.php',
    what: 'made-up link',
    body: () => ({ token: 'x'.repeat(43) }),
    expect: { anonymous: 400, user: 400, other: 400, ...everyAdmin(400) },
  },
  // 'Send a new link': the fixture's buyers have confirmed their address
  { method: 'PUT', path: 'emailVerification.php', expect: { anonymous: 401, user: 409, other: 409, ...everyAdmin(403) } },
  { method: 'GET', path: 'sessions.php', expect: USER },
  { method: 'DELETE', path: 'sessions.php', expect: USER },
  { method: 'GET', path: 'outbox.php', expect: ADMIN('outbox.manage') },
  // the fixture's first message still waits (no SMTP in these tests): nothing to send again yet
  { method: 'POST', path: 'outbox.php?id=1', expect: { ...ADMIN('outbox.manage'), owner: 409 } },
  { method: 'GET', path: 'releases.php', expect: ADMIN('releases.manage') },
  // nothing is deployed at the address in these tests (no frontends are mounted): refused after the check
  {
    method: 'POST',
    path: 'releases.php',
    body: () => ({ remote: 'admin', url: '/remotes/admin/remoteEntry.js' }),
    expect: { ...ADMIN('releases.manage'), owner: 422 },
    adminWrite: true,
  },
  // no canary runs yet, so there is none to stop
  {
    method: 'POST',
    path: 'releases.php?action=canary',
    body: () => ({ remote: 'admin', stop: true }),
    expect: { ...ADMIN('releases.manage'), owner: 409 },
    adminWrite: true,
  },
  // nothing was released yet, so there is nothing to roll back to
  {
    method: 'PUT',
    path: 'releases.php',
    body: () => ({ remote: 'admin', rollback: true }),
    expect: { ...ADMIN('releases.manage'), owner: 409 },
    adminWrite: true,
  },
];

const auditCount = async (h: Harness) => (await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM audit_entries`))!.n;

describe('authorization matrix (SPEC §5: admin calls need an admin session with the permission, user calls a user session)', () => {
  it(`covers ${MATRIX.length} routes × ${ROLES.length} roles`, async () => {
    expect(MATRIX.length * ROLES.length).toBeGreaterThanOrEqual(340);
  });

  for (const row of MATRIX) {
    const label = `${row.method} /${typeof row.path === 'string' ? row.path.split('?')[0] : row.path({ orderToken: 'T', orderId: 1, pixelId: 1 } as Fixture).split('?')[0]}${row.what ? ` (${row.what})` : ''}`;
    it(`${label} answers ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      let h = await makeHarness();
      let f = await buildFixture(h);
      // refused roles first: their calls must not have changed anything the allowed ones rely on;
      // a write allowed to several roles gets a fresh database for each of them after the first
      const allowed = ADMIN_ROLES.filter((role) => row.expect[role] === 200);
      const order: Role[] = ['anonymous', 'user', 'other', ...ADMIN_ROLES.filter((role) => !allowed.includes(role)), ...allowed.reverse()];
      let allowedSeen = 0;
      for (const role of order) {
        if (isAdminRole(role) && row.expect[role] === 200 && row.method !== 'GET' && allowedSeen++ > 0) {
          expect(await invariantViolations(h.db)).toEqual([]);
          h = await makeHarness();
          f = await buildFixture(h);
        }
        const token =
          role === 'anonymous' ? null : role === 'user' ? f.user.token : role === 'other' ? f.other.token : await h.adminTokenFor(role);
        const path = typeof row.path === 'string' ? row.path : row.path(f);
        const before = await auditCount(h);
        const res = await h.call(row.method, path, { token, body: row.body?.(f, role) });
        expect({ role, status: res.status, body: res.body }).toMatchObject({ role, status: row.expect[role] });
        if (res.headers.get('content-type')?.startsWith('application/json')) {
          expect(res.body.status).toBe(res.status === 200 ? 'success' : 'error');
          if (res.status !== 200) {
            expect(typeof res.body.message).toBe('string');
            expectCodedError(res.body, `${label} as ${role}`);
          }
        }
        if (!isAdminRole(role) || res.status !== 200) {
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

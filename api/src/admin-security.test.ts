// Administrator security: two-factor sign-in (RFC 6238), sessions that end, roles the owner
// manages, password rules, and the audit of all of it.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, makeHarness, ROLE_PASSWORDS, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';
import { base32Decode, hotp, totpAt } from './totp';

let h: Harness;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
});

const later = (ms: number) => (h.now.value = new Date(h.now.value.getTime() + ms));

/** Enrols the owner's second factor; the secret and the recovery codes. */
async function enrolOwner(token: string) {
  const started = await h.call('POST', 'twoFactor.php?action=start', { token });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  expect(started.body.uri).toBe(
    `otpauth://totp/OpenPresale%20admin%3Aroot?secret=${secret}&issuer=OpenPresale+admin&algorithm=SHA1&digits=6&period=30`,
  );
  const confirmed = await h.call('POST', 'twoFactor.php?action=confirm', { token, body: { code: totpAt(secret, h.now.value.getTime()) } });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const signIn = (login = 'root', password = ADMIN_PASSWORD, ip = '10.0.0.1') =>
  h.call('POST', 'admin.php', { body: { login, password }, headers: { 'x-forwarded-for': ip } });
const verify = (pendingToken: string, proof: { code: string } | { recoveryCode: string }) =>
  h.call('POST', 'admin.php?action=verify', { token: pendingToken, body: proof });

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (SHA-1, 8 digits) and the RFC 4226 HOTP values', async () => {
    const key = Buffer.from('12345678901234567890');
    const rfc6238: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, code] of rfc6238) expect(hotp(key, Math.floor(seconds / 30), 8)).toBe(code);
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

describe('two-factor sign-in', () => {
  it('POST /twoFactor.php enrols by code, then sign-in takes two steps and a code is accepted once', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const { secret, recoveryCodes } = await enrolOwner(owner);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = (await h.row<{ totp_secret: string; recovery_codes: string }>(
      sql`SELECT totp_secret, recovery_codes FROM admins WHERE id = 1`,
    ))!;
    // sealed and hashed: neither the secret nor a code is in the database
    expect(stored.totp_secret).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored.recovery_codes).not.toContain(code);

    later(60_000);
    const first = await signIn();
    expect(first.body).toEqual({ status: 'success', secondFactor: true, pendingToken: expect.any(String) });
    // the step-one token opens nothing else
    expect((await h.call('GET', 'admin.php', { token: first.body.pendingToken })).status).toBe(401);
    expect((await verify(first.body.pendingToken, { code: '000000' })).status).toBe(401);
    const code = totpAt(secret, h.now.value.getTime());
    const second = await verify(first.body.pendingToken, { code });
    expect(second.status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token: second.body.token })).body.admin).toMatchObject({ twoFactor: true });
    // the same code again (a replay, even within its 30 seconds) is refused
    const again = await signIn();
    expect((await verify(again.body.pendingToken, { code })).status).toBe(401);
    later(30_000);
    expect((await verify(again.body.pendingToken, { code: totpAt(secret, h.now.value.getTime()) })).status).toBe(200);
  });

  it('a recovery code signs in once, and the step-one token expires after five minutes', async () => {
    h = await makeHarness();
    const { recoveryCodes } = await enrolOwner(await h.adminToken());
    const first = await signIn();
    expect((await verify(first.body.pendingToken, { recoveryCode: recoveryCodes[3]!.toUpperCase() })).status).toBe(200);
    const reused = await signIn();
    expect((await verify(reused.body.pendingToken, { recoveryCode: recoveryCodes[3]! })).status).toBe(401);
    const status = await h.call('GET', 'twoFactor.php', {
      token: (await verify(reused.body.pendingToken, { recoveryCode: recoveryCodes[4]! })).body.token,
    });
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
    const slow = await signIn();
    later(5 * 60_000 + 1000);
    expect(await verify(slow.body.pendingToken, { recoveryCode: recoveryCodes[5]! })).toMatchObject({ status: 401 });
  });

  it('a spread-out attack delays the password alone, but the right password and code get in at once', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 1000, perAccount: 3, maxAccountDelayMs: 60_000 } });
    const { secret } = await enrolOwner(await h.adminToken());
    for (let i = 0; i < 10; i++) expect([401, 429]).toContain((await signIn('root', 'wrong-guess', `10.3.0.${i}`)).status);
    expect((await signIn('root', 'wrong-guess', '10.9.9.9')).status).toBe(429);
    const owner = await signIn('root', ADMIN_PASSWORD, '10.9.9.9');
    expect(owner.body.secondFactor).toBe(true);
    later(30_000);
    expect((await verify(owner.body.pendingToken, { code: totpAt(secret, h.now.value.getTime()) })).status).toBe(200);
  });

  it('the owner can require a second factor: until enrolled, an administrator reaches only their own account', async () => {
    h = await makeHarness();
    const operator = await h.adminTokenFor('operator');
    expect((await h.call('PUT', 'securitySettings.php', { token: await h.adminToken(), body: { requireTwoFactor: true } })).status).toBe(
      200,
    );
    expect((await h.call('GET', 'admin.php', { token: operator })).body.admin).toMatchObject({ mustEnrolTwoFactor: true });
    const refused = await h.call('GET', 'transactions.php?page=1', { token: operator });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Set up two-factor sign-in first (Security).' } });
    const started = await h.call('POST', 'twoFactor.php?action=start', { token: operator });
    await h.call('POST', 'twoFactor.php?action=confirm', {
      token: operator,
      body: { code: totpAt(started.body.secret, h.now.value.getTime()) },
    });
    expect((await h.call('GET', 'transactions.php?page=1', { token: operator })).status).toBe(200);
    // and it cannot be turned off while required
    const off = await h.call('DELETE', 'twoFactor.php', { token: operator, body: { password: ROLE_PASSWORDS.operator, code: '123456' } });
    expect(off.status).toBe(409);
  });

  it('without a secrets key a second factor cannot be enrolled, and says why', async () => {
    h = await makeHarness({ secretsKey: null });
    const r = await h.call('POST', 'twoFactor.php?action=start', { token: await h.adminToken() });
    expect(r).toMatchObject({ status: 503, body: { message: expect.stringContaining('SECRETS_KEY') } });
    expect((await h.call('GET', 'twoFactor.php', { token: await h.adminToken() })).body).toMatchObject({ available: false });
  });
});

describe('administrator sessions end', () => {
  it('POST /admin.php?action=logout ends the session on the server', async () => {
    h = await makeHarness();
    const token = await h.adminToken();
    expect((await h.call('POST', 'admin.php?action=logout', { token })).status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token })).status).toBe(401);
  });

  it("GET /adminSessions.php lists the caller's sessions and DELETE ends one of them, never another administrator's", async () => {
    h = await makeHarness();
    const here = await h.adminToken();
    const elsewhere = (
      await h.call('POST', 'admin.php', {
        body: { login: 'root', password: ADMIN_PASSWORD },
        headers: { 'user-agent': 'Laptop', 'x-forwarded-for': '10.7.7.7' },
      })
    ).body.token;
    const operator = await h.adminTokenFor('operator');
    const list = await h.call('GET', 'adminSessions.php', { token: here });
    expect(list.body.sessions).toHaveLength(2);
    const other = list.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ ip: '10.7.7.7', user_agent: 'Laptop', id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const operatorSession = (await h.call('GET', 'adminSessions.php', { token: operator })).body.sessions[0].id;
    expect((await h.call('DELETE', `adminSessions.php?id=${operatorSession}`, { token: here })).status).toBe(404);
    expect((await h.call('DELETE', `adminSessions.php?id=${other.id}`, { token: here })).status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token: elsewhere })).status).toBe(401);
    expect((await h.call('GET', 'admin.php', { token: here })).status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token: operator })).status).toBe(200);
  });

  it('an administrator session unused for the idle time ends; use keeps it alive', async () => {
    h = await makeHarness();
    const token = await h.adminToken();
    await h.call('PUT', 'securitySettings.php', { token, body: { idleMinutes: 10 } });
    for (let i = 0; i < 5; i++) {
      later(9 * 60_000);
      expect((await h.call('GET', 'admin.php', { token })).status).toBe(200);
    }
    later(10 * 60_000 + 1000);
    expect((await h.call('GET', 'admin.php', { token })).status).toBe(401);
  });
});

describe('administrators and roles (the owner)', () => {
  it('an invited administrator signs in with the temporary password and must replace it before anything else', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const invited = await h.call('POST', 'adminAccounts.php', { token: owner, body: { login: 'helper', role: 'support' } });
    expect(invited.body.admin).toMatchObject({ login: 'helper', role: 'support', mustChangePassword: true, twoFactor: false });
    const temporary = invited.body.temporaryPassword as string;
    const first = (await signIn('helper', temporary)).body.token;
    expect((await h.call('GET', 'admin.php', { token: first })).body.admin).toMatchObject({ role: 'support', mustChangePassword: true });
    expect((await h.call('GET', 'users.php?list=1', { token: first })).status).toBe(403);
    const short = await h.call('PUT', 'admin.php', {
      token: first,
      body: { login: 'helper', oldPassword: temporary, newPassword: 'short-pw' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('New password must be at least 10 characters.') },
    });
    const common = await h.call('PUT', 'admin.php', {
      token: first,
      body: { login: 'helper', oldPassword: temporary, newPassword: 'password123' },
    });
    expect(common.body.message).toMatch(/most common/);
    const changed = await h.call('PUT', 'admin.php', {
      token: first,
      body: { login: 'helper', oldPassword: temporary, newPassword: 'a long own phrase' },
    });
    expect((await h.call('GET', 'users.php?list=1', { token: changed.body.token })).status).toBe(200);
    expect((await h.call('PUT', 'transactions.php', { token: changed.body.token, body: { id: 1, status: 'approved' } })).status).toBe(403);
  });

  it('disabling ends the sessions and refuses sign-in; the last owner can be neither demoted nor disabled', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const operator = await h.adminTokenFor('operator');
    const id = (await h.call('GET', 'admin.php', { token: operator })).body.admin.id;
    expect((await h.call('PUT', 'adminAccounts.php', { token: owner, body: { id, disabled: true } })).status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token: operator })).status).toBe(401);
    expect((await signIn('operator1', ROLE_PASSWORDS.operator)).status).toBe(401);
    expect((await h.call('PUT', 'adminAccounts.php', { token: owner, body: { id: 1, role: 'support' } })).status).toBe(403);
    expect((await h.call('PUT', 'adminAccounts.php', { token: owner, body: { id, disabled: false, role: 'owner' } })).status).toBe(200);
    const second = (await signIn('operator1', ROLE_PASSWORDS.operator)).body.token;
    // now another owner exists: the first may be demoted by it, but not the remaining one after that
    expect((await h.call('PUT', 'adminAccounts.php', { token: second, body: { id: 1, role: 'operator' } })).status).toBe(200);
    expect((await h.call('PUT', 'adminAccounts.php', { token: owner, body: { id, role: 'support' } })).status).toBe(403);
  });

  it('a reset gives a new temporary password and removes the second factor and every session', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const operator = await h.adminTokenFor('operator');
    const started = await h.call('POST', 'twoFactor.php?action=start', { token: operator });
    await h.call('POST', 'twoFactor.php?action=confirm', {
      token: operator,
      body: { code: totpAt(started.body.secret, h.now.value.getTime()) },
    });
    const id = (await h.call('GET', 'admin.php', { token: operator })).body.admin.id;
    const reset = await h.call('POST', 'adminAccounts.php?action=reset', { token: owner, body: { id } });
    expect((await h.call('GET', 'admin.php', { token: operator })).status).toBe(401);
    const back = await signIn('operator1', reset.body.temporaryPassword);
    expect(back.body.token).toEqual(expect.any(String));
    expect((await h.call('GET', 'admin.php', { token: back.body.token })).body.admin).toMatchObject({
      twoFactor: false,
      mustChangePassword: true,
    });
  });
});

describe('audit of sign-ins, exports, roles and second factors', () => {
  it('GET /audit.php filters by action and administrator, and its CSV download is itself audited', async () => {
    h = await makeHarness();
    await signIn('root', 'wrong-guess');
    await signIn('nobody', 'wrong-guess');
    const owner = await h.adminToken();
    await enrolOwner(owner);
    await h.adminTokenFor('support');
    const id = (await h.call('GET', 'adminAccounts.php', { token: owner })).body.admins.find(
      (a: { login: string }) => a.login === 'support1',
    ).id;
    await h.call('PUT', 'adminAccounts.php', { token: owner, body: { id, role: 'operator' } });
    await h.call('GET', 'transactions.php?page=1&pageSize=100&status=pending&export=1', { token: owner });

    const failed = await h.call('GET', 'audit.php?action=admin.sign_in_failed', { token: owner });
    // (the harness's first try of support1's own password before the invitation failed too)
    expect(failed.body.entries.map((e: { target: string; after: { reason: string } }) => [e.target, e.after.reason])).toEqual([
      ['admin:support1', 'unknown login'],
      ['admin:nobody', 'unknown login'],
      ['admin:root', 'wrong password'],
    ]);
    expect(failed.body.actions).toEqual(
      expect.arrayContaining([
        'admin.sign_in',
        'admin.sign_in_failed',
        'admin.invite',
        'admin.2fa_enable',
        'admin.role_change',
        'export.transactions',
      ]),
    );
    const roles = await h.call('GET', 'audit.php?action=admin.role_change&admin=root', { token: owner });
    expect(roles.body.entries[0]).toMatchObject({ target: 'admin:support1', before: { role: 'support' }, after: { role: 'operator' } });
    const exported = await h.call('GET', 'audit.php?action=export.transactions', { token: owner });
    expect(exported.body.entries[0].after).toEqual({ rows: 0, filters: { status: 'pending', email: null, sort: null } });

    const csv = await h.call('GET', 'audit.php?action=admin.sign_in_failed&format=csv', { token: owner });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((csv.body as string).split('\r\n')[0]).toBe('id,created_at,admin,action,target,before,after');
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(4);
    const audited = await h.call('GET', 'audit.php?action=export.audit', { token: owner });
    expect(audited.body.entries[0].after).toMatchObject({ rows: 3, filters: { action: 'admin.sign_in_failed' } });
  });
});

describe('request hygiene', () => {
  it('a session token in the query string or the body is not a session', async () => {
    h = await makeHarness();
    const u = await h.register();
    expect((await h.call('GET', `users.php?token=${u.token}`)).status).toBe(401);
    expect((await h.call('POST', 'withdrawals.php', { body: { token: u.token, amount: 1 } })).status).toBe(401);
  });

  it('a body that is not declared JSON is refused with 415 before it is read', async () => {
    h = await makeHarness();
    const u = await h.register();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await h.app.request('/api/controllers/users.php', {
        method: 'PUT',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': type },
        body: JSON.stringify({ name: 'Changed', email: u.email }),
      });
      expect(r.status).toBe(415);
    }
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.name).toBe('Test Buyer');
    // a POST without a body needs no type
    expect(
      (await h.app.request('/api/controllers/users.php?action=logout', { method: 'POST', headers: { authorization: `Bearer ${u.token}` } }))
        .status,
    ).toBe(200);
  });

  it('a common password is refused for buyers too', async () => {
    h = await makeHarness();
    const r = await h.call('POST', 'users.php', {
      body: { type: 'reg', name: 'N', email: 'n@example.com', phone: '1', pass: 'qwerty123' },
    });
    expect(r).toMatchObject({ status: 400, body: { message: expect.stringMatching(/most common/) } });
    const u = await h.register();
    expect((await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'iloveyou' } })).status).toBe(400);
  });
});

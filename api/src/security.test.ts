import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { rows } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createFakePriceService } from '../test/fake-price-service';
import { ADMIN_PASSWORD, freshDatabase, makeHarness, openAgain, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
});

describe('passwords and sessions (SPEC §4, DESIGN: scrypt, hashed random tokens with expiry)', () => {
  it('POST /users.php stores a scrypt hash and a hashed session token, never returns either', async () => {
    h = await makeHarness();
    const u = await h.register('hash@example.com', { pass: 'my secret pass' });
    const row = (await h.row<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE id = ${u.id}`))!;
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain('my secret pass');
    const sessions = await h.rows<{ token_hash: string; expires_at: string; created_at: string }>(
      sql`SELECT token_hash, expires_at, created_at FROM sessions WHERE user_id = ${u.id}`,
    );
    expect(sessions.every((s) => s.token_hash !== u.token && /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    expect(new Date(sessions[0]!.expires_at).getTime() - new Date(sessions[0]!.created_at).getTime()).toBe(30 * 24 * 3600 * 1000);
    const list = await h.call('GET', 'users.php?list=1', { token: await h.adminToken() });
    expect(JSON.stringify(list.body)).not.toMatch(/password|scrypt/);
  });

  it('POST /users.php registers one e-mail once, case-insensitively', async () => {
    h = await makeHarness();
    await h.register('Case@Example.com');
    const r = await h.call('POST', 'users.php', {
      body: { type: 'reg', name: 'X', email: 'case@EXAMPLE.com', phone: '1', pass: 'secret-pass' },
    });
    expect(r).toMatchObject({ status: 409, body: { status: 'error', message: 'This email is already registered.' } });
    const wrong = await h.call('POST', 'users.php', { body: { type: 'login', email: 'CASE@example.com', pass: 'wrong-pass' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    const unknown = await h.call('POST', 'users.php', { body: { type: 'login', email: 'nobody@example.com', pass: 'wrong-pass' } });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('PUT /admin.php ends every old admin session and returns a new token', async () => {
    h = await makeHarness();
    const first = await h.adminToken();
    const second = (await h.call('POST', 'admin.php', { body: { login: 'root', password: ADMIN_PASSWORD } })).body.token;
    const bad = await h.call('PUT', 'admin.php', {
      token: first,
      body: { login: 'root', oldPassword: 'not it', newPassword: 'new-password' },
    });
    expect(bad.status).toBe(400);
    // a token in the body is not a session
    const inBody = { admin_token: first, login: 'root', oldPassword: ADMIN_PASSWORD, newPassword: 'new-password' };
    expect((await h.call('PUT', 'admin.php', { body: inBody })).status).toBe(401);
    const r = await h.call('PUT', 'admin.php', {
      token: first,
      body: {
        login: 'root',
        oldPassword: ADMIN_PASSWORD,
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      },
    });
    expect(r.status).toBe(200);
    expect((await h.call('GET', 'admin.php', { token: first })).status).toBe(401);
    expect((await h.call('GET', 'admin.php', { token: second })).status).toBe(401);
    expect((await h.call('GET', 'admin.php', { token: r.body.token })).status).toBe(200);
    expect((await h.call('POST', 'admin.php', { body: { login: 'root', password: ADMIN_PASSWORD } })).status).toBe(401);
    expect((await h.call('POST', 'admin.php', { body: { login: 'root', password: 'new-password' } })).status).toBe(200);
  });

  it('PUT /users.php with a new password ends the other sessions of the buyer', async () => {
    h = await makeHarness();
    const u = await h.register('pw@example.com');
    const other = (await h.call('POST', 'users.php', { body: { type: 'login', email: u.email, pass: 'secret-pass' } })).body.user.token;
    expect((await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'newer-secret', current_pass: 'secret-pass' } })).status).toBe(
      200,
    );
    expect((await h.call('GET', 'users.php', { token: u.token })).status).toBe(200);
    expect((await h.call('GET', 'users.php', { token: other })).status).toBe(401);
  });

  it('PUT /users.php refuses balance fields from a buyer with 403 and changes nothing', async () => {
    h = await makeHarness();
    const u = await h.register();
    for (const extra of [{ balance: 1e6 }, { bonusTokens: 5 }, { prizes: [] }]) {
      const r = await h.call('PUT', 'users.php', { token: u.token, body: { name: 'X', email: u.email, ...extra } });
      expect(r.status).toBe(403);
    }
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user).toMatchObject({ balance: 0, name: 'Test Buyer' });
  });
});

describe('failed sign-ins: increasing delays per (account, address), never a lock-out of the rightful owner', () => {
  const login = (email: string, pass: string, ip = '10.0.0.1') =>
    h.call('POST', 'users.php', { body: { type: 'login', email, pass }, headers: { 'x-forwarded-for': ip } });
  const later = (ms: number) => (h.now.value = new Date(h.now.value.getTime() + ms));

  it('POST /users.php answers 429 with Retry-After once the free attempts are used, and the right password gets in after the delay', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 3, perAccount: 1000, baseDelayMs: 1000 } });
    await h.register('victim@example.com');
    for (let i = 0; i < 3; i++) expect((await login('victim@example.com', 'bad-guess')).status).toBe(401);
    const waiting = await login('victim@example.com', 'secret-pass');
    expect(waiting).toMatchObject({ status: 429, body: { status: 'error' } });
    expect(waiting.headers.get('retry-after')).toBe('1');
    later(1000);
    expect((await login('victim@example.com', 'secret-pass')).status).toBe(200);
  });

  it('POST /users.php doubles the delay after each further failure, up to the cap', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 2, perAccount: 1000, baseDelayMs: 1000, maxDelayMs: 8000 } });
    await h.register('slow@example.com');
    const waits: string[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await login('slow@example.com', 'bad-guess');
      expect(answer.status).toBe(401);
      const refused = await login('slow@example.com', 'bad-guess');
      if (i >= 1) {
        expect(refused.status).toBe(429);
        waits.push(refused.headers.get('retry-after')!);
        later(Number(refused.headers.get('retry-after')) * 1000);
      } else {
        expect(refused.status).toBe(401);
        const third = await login('slow@example.com', 'bad-guess');
        waits.push(third.headers.get('retry-after')!);
        later(Number(third.headers.get('retry-after')) * 1000);
      }
    }
    expect(waits).toEqual(['1', '2', '4', '8', '8', '8', '8']);
  });

  it('failures from one address on one account block neither another address on it nor that address on another account', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 3, perAccount: 1000 } });
    await h.register('victim@example.com');
    await h.register('bystander@example.com');
    for (let i = 0; i < 3; i++) expect((await login('victim@example.com', 'bad-guess', '10.6.6.6')).status).toBe(401);
    expect((await login('victim@example.com', 'secret-pass', '10.6.6.6')).status).toBe(429);
    // the owner elsewhere, and every other buyer behind the attacker's address, sign in at once
    expect((await login('victim@example.com', 'secret-pass', '10.1.1.1')).status).toBe(200);
    for (let i = 0; i < 20; i++)
      expect((await login('bystander@example.com', i % 2 ? 'secret-pass' : 'bad-guess', '10.6.6.6')).status).not.toBe(429);
  });

  it('an attack spread over many addresses delays the account by at most the account cap, then the right password gets in', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 1000, perAccount: 5, maxAccountDelayMs: 60_000 } });
    await h.register('spread@example.com');
    for (let i = 0; i < 30; i++) await login('spread@example.com', 'bad-guess', `10.2.0.${i}`);
    const owner = await login('spread@example.com', 'secret-pass', '10.9.9.9');
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    later(60_000);
    expect((await login('spread@example.com', 'secret-pass', '10.9.9.9')).status).toBe(200);
  });

  it('POST /admin.php counts per (account, address) too', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 5, perAccount: 1000 } });
    const attempt = (ip: string) =>
      h.call('POST', 'admin.php', { body: { login: 'root', password: 'guess' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) expect((await attempt('10.0.0.1')).status).toBe(401);
    expect((await attempt('10.0.0.1')).status).toBe(429);
    expect((await attempt('10.0.0.2')).status).toBe(401);
  });
});

describe('rate limits hold under concurrency and across processes', () => {
  it('POST /users.php lets at most the free attempts of 30 parallel wrong passwords for one account reach the password check', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 10, perAccount: 1000 } });
    await h.register('target@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        h.call('POST', 'users.php', { body: { type: 'login', email: 'target@example.com', pass: 'wrong-guess' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // a delay, not a lock-out: once it has passed, the right password gets in
    h.now.value = new Date(h.now.value.getTime() + 1000);
    expect((await h.call('POST', 'users.php', { body: { type: 'login', email: 'target@example.com', pass: 'secret-pass' } })).status).toBe(
      200,
    );
  });

  it('POST /admin.php lets at most the free attempts of 30 parallel wrong passwords through', async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 5, perAccount: 1000 } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => h.call('POST', 'admin.php', { body: { login: 'root', password: 'wrong-guess' } })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
  });

  it('POST /users.php failures counted by one API process are refused by another on the same database', async () => {
    const first = await freshDatabase({ shared: true });
    await seedIfEmpty(first, { adminLogin: 'root', adminPassword: ADMIN_PASSWORD });
    const second = await openAgain(first);
    const rateLimit = { perAccountAndAddress: 3, perAccount: 1000 };
    const apps = [first, second].map((db) => createApp({ db, priceService: createFakePriceService({}), rateLimit }));
    const login = (app: (typeof apps)[number], pass: string) =>
      app.request('/api/controllers/users.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'login', email: 'shared@example.com', pass }),
      });
    const reg = await apps[0]!.request('/api/controllers/users.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'reg', name: 'Shared', email: 'shared@example.com', phone: '1', pass: 'secret-pass' }),
    });
    expect(reg.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(apps[0]!, 'wrong-guess')).status).toBe(401);
    expect((await login(apps[1]!, 'secret-pass')).status).toBe(429);
  });

  it("a successful sign-in forgets the account's failures, so a correct password never uses up anything", async () => {
    h = await makeHarness({ rateLimit: { perAccountAndAddress: 2, perAccount: 2 } });
    await h.register('steady@example.com');
    for (let i = 0; i < 6; i++) {
      const pass = i % 2 ? 'secret-pass' : 'wrong-guess';
      expect((await h.call('POST', 'users.php', { body: { type: 'login', email: 'steady@example.com', pass } })).status).toBe(
        i % 2 ? 200 : 401,
      );
    }
    expect(await h.rows(sql`SELECT key FROM rate_limits WHERE key LIKE 'login:%'`)).toEqual([]);
  });
});

describe('rate limiting of registrations and successful sign-ins', () => {
  it('POST /users.php counts registrations per IP and never counts successful logins', async () => {
    h = await makeHarness({ rateLimit: { perIp: 3, perAccount: 3 } });
    const reg = (i: number) =>
      h.call('POST', 'users.php', {
        body: { type: 'reg', name: 'N', email: `r${i}@example.com`, phone: '1', pass: 'secret-pass' },
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
    for (let i = 0; i < 3; i++) expect((await reg(i)).status).toBe(200);
    expect((await reg(3)).status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const r = await h.call('POST', 'users.php', {
        body: { type: 'login', email: 'r0@example.com', pass: 'secret-pass' },
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      expect(r.status).toBe(200);
    }
  });
});

describe('secrecy and headers (SPEC §5, DESIGN)', () => {
  it('GET /pixels.php?location= returns only the primary keys of that location', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    await h.call('POST', 'pixels.php', {
      token: admin,
      body: { api_key: 'PRIMARY-A', api_key_secondary: 'SECRET-A', location: '/dashboard' },
    });
    await h.call('POST', 'pixels.php', { token: admin, body: { api_key: 'PRIMARY-B', api_key_secondary: 'SECRET-B', location: '/' } });
    const r = await h.call('GET', 'pixels.php?location=/dashboard');
    expect(r.body).toEqual({ status: 'success', api_keys: [{ id: 1, api_key: 'PRIMARY-A' }] });
    const all = await h.call('GET', 'pixels.php', { token: admin });
    expect(all.body.api_keys[1]).toEqual({ id: 2, api_key: 'PRIMARY-B', api_key_secondary: 'SECRET-B', location: '/' });
    const audit = await h.call('GET', 'audit.php', { token: admin });
    expect(JSON.stringify(audit.body)).not.toContain('SECRET-');
  });

  it('every answer carries security headers, and CORS answers only configured origins', async () => {
    const db = await freshDatabase();
    await seedIfEmpty(db, { adminPassword: 'x-long-password' });
    const app = createApp({ db, priceService: createFakePriceService(), corsOrigins: ['https://shop.example'] });
    const ok = await app.request('/api/controllers/settings.php', { headers: { origin: 'https://shop.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const evil = await app.request('/api/controllers/settings.php', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const missing = await app.request('/api/controllers/missing.php');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const noCors = createApp({ db, priceService: createFakePriceService() });
    expect(
      (await noCors.request('/api/controllers/health', { headers: { origin: 'https://shop.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('every admin write leaves an audit entry with admin, action, target, before, after and time', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    await h.call('PUT', 'mainCurrency.php', { token: admin, body: { id: 1, value: 0.2 } });
    const r = await h.call('GET', 'audit.php?action=main_currency.update', { token: admin });
    expect(r.body.entries[0]).toEqual({
      id: 2,
      admin: 'root',
      action: 'main_currency.update',
      target: 'main_currency:1',
      before: { value: 0.1 },
      after: { value: 0.2 },
      created_at: '2026-03-01T12:00:00.000Z',
    });
  });
});

describe('seed (no default admin password)', () => {
  it('seedIfEmpty generates a random admin password when none is given, and seeds only once', async () => {
    const db = await freshDatabase();
    const first = await seedIfEmpty(db, {});
    expect(first.seeded).toBe(true);
    expect(first.adminLogin).toBe('admin');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const second = await seedIfEmpty(db, { adminLogin: 'x', adminPassword: 'y' });
    expect(second).toEqual({ seeded: false, adminLogin: 'admin' });
    expect((await rows<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM cryptos`))[0]!.n).toBe(5);
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

describe('walking skeleton', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterEach(async () => expect(await invariantViolations(h.db)).toEqual([]));
  it('GET /health answers success', async () => {
    const r = await h.call('GET', 'health');
    expect(r).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('GET /settings.php, /cryptos.php, /mainCurrency.php answer the seeded data', async () => {
    const s = await h.call('GET', 'settings.php');
    expect(s.body.settings.tokenName).toBe('Demo Token');
    expect(s.body.levels).toHaveLength(6);
    expect(s.body.presale).toEqual({ raised: 0, sold: 0, progress: 0 });
    const c = await h.call('GET', 'cryptos.php');
    expect(c.body.data.map((x: any) => x.currency)).toEqual(['BTC', 'ETH', 'USDT', 'BNB', 'SOL']);
    const m = await h.call('GET', 'mainCurrency.php');
    expect(m.body).toEqual({ status: 'success', data: [{ id: 1, value: 0.1 }] });
  });
  it('POST /users.php registers, logs in, GET returns the profile, logout ends the session', async () => {
    const u = await h.register('Ann@Example.com');
    const login = await h.call('POST', 'users.php', { body: { type: 'login', email: 'ann@example.com', pass: 'secret-pass' } });
    expect(login.body).toMatchObject({ status: 'success', user: { email: 'ann@example.com' } });
    const me = await h.call('GET', 'users.php', { token: login.body.user.token });
    expect(me.body.user).toMatchObject({ email: 'ann@example.com', balance: 0, bonusTokens: 0, prizes: [], level: 'Bronze' });
    expect(me.body.user.password_hash).toBeUndefined();
    const out = await h.call('POST', 'users.php?action=logout', { token: u.token });
    expect(out.status).toBe(200);
    expect((await h.call('GET', 'users.php', { token: u.token })).status).toBe(401);
  });
  it('POST /admin.php logs in and GET validates', async () => {
    const t = await h.adminToken();
    expect((await h.call('GET', 'admin.php', { token: t })).body).toEqual({
      status: 'success',
      admin: { id: 1, login: 'root', role: 'owner', twoFactor: false, mustChangePassword: false, mustEnrolTwoFactor: false },
    });
  });
});

// Findings of the security review about what input may be: a profile update changes only the
// fields sent, site links stay on the site or name a full address, and text is one Unicode form
// without characters that only deceive a reader.
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
});

describe('profile updates change only the fields sent', () => {
  it('PUT /users.php without phone_number or payout_address keeps them; null or empty removes them', async () => {
    h = await makeHarness();
    const u = await h.register('keep@example.com', { phone: '+1 555 0199' });
    await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'Keep', email: u.email, payout_address: '0xPAYOUT00000009', current_pass: 'secret-pass' },
    });
    const renamed = await h.call('PUT', 'users.php', { token: u.token, body: { name: 'Kept', email: u.email } });
    expect(renamed.body.user).toMatchObject({ name: 'Kept', phone_number: '+1 555 0199', payout_address: '0xPAYOUT00000009' });
    const cleared = await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'Kept', email: u.email, phone_number: null, payout_address: '', current_pass: 'secret-pass' },
    });
    expect(cleared.body.user).toMatchObject({ phone_number: null, payout_address: null });
  });
});

describe('site links', () => {
  it('POST /prizes.php refuses protocol-relative image links (//host, /\\host) and keeps paths and full addresses', async () => {
    h = await makeHarness();
    const owner = await h.adminToken();
    const prize = (image: string) =>
      h.call('POST', 'prizes.php', { token: owner, body: { name: 'Cap', type: 'material', amount: 1, chance: 1, image } });
    for (const image of ['//evil.example/cap.png', '/\\evil.example/cap.png', '/\\/evil.example']) {
      const r = await prize(image);
      expect({ image, status: r.status }).toEqual({ image, status: 400 });
      expect(r.body.message).toMatch(/path of this site/);
    }
    for (const image of ['/prizes/cap.png', 'https://cdn.example/cap.png', '']) {
      const ok = await prize(image);
      expect({ image, status: ok.status, message: ok.body.message }).toEqual({ image, status: 200, message: undefined });
    }
  });
});

describe('text is normalised and never deceptive', () => {
  const register = (name: string) =>
    h.call('POST', 'users.php', {
      rawBody: JSON.stringify({
        type: 'reg',
        name,
        email: `t${Math.random().toString(36).slice(2)}@example.com`,
        phone: '1',
        pass: 'secret-pass',
      }),
    });

  it('POST /users.php stores a name in NFC, so the same name typed two ways is one name', async () => {
    h = await makeHarness();
    const r = await register('Jose\u0301 Nun\u0303ez');
    expect(r.status).toBe(200);
    const me = await h.call('GET', 'users.php', { token: r.body.token });
    expect(me.body.user.name).toBe('José Nuñez');
    expect(me.body.user.name).toBe('José Nuñez'.normalize('NFC'));
  });

  it('POST /users.php refuses control, direction-override and invisible-only names and a lone surrogate, storing nothing', async () => {
    h = await makeHarness();
    const cases: Array<[string, RegExp]> = [
      ['Ann\u0000', /control characters/],
      ['Ann\u0007Lee', /control characters/],
      ['\u202Eexe.txt', /direction override/],
      ['Ann\u2066Lee', /direction override/],
      ['\u200B\u200C\u200D', /visible characters/],
      ['\uFEFF', /visible characters/],
      ['Ann \uD800', /invalid character/],
      ['\uDC00Ann', /invalid character/],
    ];
    for (const [name, message] of cases) {
      // written by hand so the lone surrogate reaches the server as the \\uD800 escape JSON allows
      const raw = `{"type":"reg","name":${JSON.stringify(name).replace(/[\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)},"email":"x@example.com","phone":"1","pass":"secret-pass"}`;
      const r = await h.call('POST', 'users.php', { rawBody: raw });
      expect({ name: JSON.stringify(name), status: r.status }).toEqual({ name: JSON.stringify(name), status: 400 });
      expect(r.body.message).toMatch(message);
    }
    expect((await h.rows(sqlCount)).at(0)).toEqual({ n: 0 });
    // emoji (surrogate pairs) and right-to-left scripts are text like any other
    expect((await register('Ann 🚀 דוד')).status).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
const sqlCount = sql`SELECT COUNT(*) AS n FROM users`;

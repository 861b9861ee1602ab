// SPEC §7: bad JSON or a failed schema never gives a 500; every refusal is a 400 with a message and
// writes nothing. Cases are generated per body field from one description of every body.
import { describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../test/fixture';
import { expectCodedError } from '../test/coded-error';
import { makeHarness, tableCounts, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

type Kind = 'string' | 'number' | 'enum';
interface Field {
  kind: Kind;
  required: boolean;
}
interface BodyRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string | ((f: Fixture) => string);
  what?: string;
  as: 'anonymous' | 'user' | 'admin';
  valid: (f: Fixture) => Record<string, unknown>;
  fields: Record<string, Field>;
}

const S = (required = true): Field => ({ kind: 'string', required });
const N = (required = true): Field => ({ kind: 'number', required });
const E = (required = true): Field => ({ kind: 'enum', required });

const BODIES: BodyRoute[] = [
  {
    method: 'POST',
    path: 'users.php',
    what: 'login',
    as: 'anonymous',
    valid: () => ({ type: 'login', email: 'owner@example.com', pass: 'secret-pass' }),
    fields: { type: E(), email: S(), pass: S() },
  },
  {
    method: 'POST',
    path: 'users.php',
    what: 'registration',
    as: 'anonymous',
    valid: () => ({ type: 'reg', name: 'N', email: 'fresh@example.com', phone: '1', pass: 'secret-pass' }),
    fields: { type: E(), name: S(), email: S(), phone: S(), pass: S() },
  },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'profile',
    as: 'user',
    valid: (f) => ({ name: 'N', email: f.user.email, phone_number: '1', payout_address: '0xADDRESS1', current_pass: 'secret-pass' }),
    fields: { name: S(), email: S(), phone_number: S(false), payout_address: S(false), current_pass: S(false) },
  },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'password',
    as: 'user',
    valid: () => ({ pass: 'brand-new-pass', current_pass: 'secret-pass' }),
    fields: { pass: S(), current_pass: S(false) },
  },
  {
    method: 'PUT',
    path: 'users.php',
    what: 'add balance',
    as: 'admin',
    valid: (f) => ({ email: f.user.email, balance: 10 }),
    fields: { email: S(), balance: N() },
  },
  { method: 'PUT', path: 'mainCurrency.php', as: 'admin', valid: () => ({ id: 1, value: 0.25 }), fields: { value: N() } },
  { method: 'POST', path: 'passwordReset.php', as: 'anonymous', valid: () => ({ email: 'someone@example.com' }), fields: { email: S() } },
  {
    method: 'PUT',
    path: 'settings.php',
    as: 'admin',
    valid: () => ({
      tokenName: 'X',
      totalSupply: 5,
      hardCap: 10,
      stageEnd: '2026-05-01T00:00:00Z',
      distributionStatus: 'open',
      tokenomics: [{ label: 'A', percent: 5 }],
    }),
    fields: { tokenName: S(false), totalSupply: N(false), hardCap: N(false), stageEnd: S(false), distributionStatus: E(false) },
  },
  {
    method: 'POST',
    path: 'cryptos.php',
    as: 'admin',
    valid: () => ({ currency: 'DOGE', fullName: 'Dogecoin', rate: 2, address: 'DDemoAddress1', priceId: 'dogecoin' }),
    fields: { currency: S(), fullName: S(), rate: N(), address: S(), priceId: S(false) },
  },
  {
    method: 'PUT',
    path: 'cryptos.php',
    as: 'admin',
    valid: () => ({ currency: 'BTC', fullName: 'Bitcoin', rate: 3, address: 'btc-address-2' }),
    fields: { currency: S(), fullName: S(false), rate: N(false), address: S(false) },
  },
  { method: 'DELETE', path: 'cryptos.php', as: 'admin', valid: () => ({ currency: 'SOL' }), fields: { currency: S() } },
  {
    method: 'POST',
    path: 'transactions.php',
    as: 'user',
    valid: () => ({ cryptoToTransfer: 'USDT', amountToTransfer: 10, amountToReceive: 112, bonus: 12 }), // 1000 tokens bought: Platinum, 12 % (its withdrawal does not lower the level)
    fields: { cryptoToTransfer: S(), amountToTransfer: N(), amountToReceive: N(false), bonus: N(false) },
  },
  {
    method: 'PUT',
    path: 'transactions.php',
    as: 'admin',
    valid: (f) => ({ id: f.orderId, status: 'rejected' }),
    fields: { id: N(), status: E() },
  },
  {
    method: 'POST',
    path: 'admin.php',
    as: 'anonymous',
    valid: () => ({ login: 'root', password: 'correct horse battery' }),
    fields: { login: S(), password: S() },
  },
  {
    method: 'PUT',
    path: 'admin.php',
    as: 'admin',
    valid: () => ({ login: 'root', oldPassword: 'correct horse battery', newPassword: 'next horse' }),
    fields: { login: S(), oldPassword: S(), newPassword: S() },
  },
  {
    method: 'POST',
    path: 'pixels.php',
    as: 'admin',
    valid: () => ({ api_key: 'KEY1', api_key_secondary: 'KEY2', location: '/dashboard' }),
    fields: { api_key: S(), api_key_secondary: S(false), location: S() },
  },
  {
    method: 'PUT',
    path: (f) => `pixels.php?id=${f.pixelId}`,
    as: 'admin',
    valid: () => ({ api_key: 'KEY3', location: '/' }),
    fields: { api_key: S(), location: S() },
  },
  { method: 'POST', path: 'withdrawals.php', as: 'user', valid: () => ({ amount: 3 }), fields: { amount: N(), address: S(false) } },
  {
    method: 'PUT',
    path: 'withdrawals.php',
    as: 'admin',
    valid: (f) => ({ id: f.withdrawalId, status: 'sent', txHash: '0xabcdef0123456789' }),
    fields: { id: N(), status: E(), txHash: S() },
  },
  {
    method: 'POST',
    path: 'prizes.php',
    as: 'admin',
    valid: () => ({ name: 'P', type: 'material', amount: 0, chance: 1 }),
    fields: { name: S(), type: E(), amount: N(), chance: N() },
  },
];

const TEN_KB = 'x'.repeat(10 * 1024);
const SQL_META = '\'; DROP TABLE users; -- " OR 1=1 /*';

interface Case {
  name: string;
  body?: unknown;
  raw?: string;
}

function casesFor(route: BodyRoute, f: Fixture): Case[] {
  const valid = route.valid(f);
  const cases: Case[] = [
    { name: 'malformed JSON', raw: '{"a": ' },
    { name: 'empty body', raw: '' },
    { name: 'a JSON string instead of an object', raw: '"hello"' },
    { name: 'null', raw: 'null' },
  ];
  if (route.method !== 'PUT' || route.path !== 'cryptos.php') cases.push({ name: 'an array', body: [valid] });
  for (const [key, field] of Object.entries(route.fields)) {
    const without = { ...valid };
    delete without[key];
    if (field.required) cases.push({ name: `missing ${key}`, body: without });
    cases.push({ name: `${key} as an object`, body: { ...valid, [key]: { $gt: '' } } });
    cases.push({ name: `${key} as a boolean`, body: { ...valid, [key]: true } });
    if (field.kind === 'string' || field.kind === 'enum') {
      cases.push({ name: `${key} of 10 KB`, body: { ...valid, [key]: TEN_KB } });
      if (field.kind === 'enum') cases.push({ name: `${key} with SQL metacharacters`, body: { ...valid, [key]: SQL_META } });
    }
    if (field.kind === 'number') {
      for (const [name, v] of [
        ['negative', -1],
        ['NaN text', 'NaN'],
        ['huge', 1e30],
        ['exponent text', '1e3'],
        ['SQL metacharacters', SQL_META],
        ['10 KB text', TEN_KB],
        ['smaller than a micro-unit', 1e-7],
      ] as const) {
        cases.push({ name: `${key} ${name}`, body: { ...valid, [key]: v } });
      }
      const rawJson = JSON.stringify({ ...valid, [key]: 0 }).replace(`"${key}":0`, `"${key}":1e400`);
      cases.push({ name: `${key} 1e400 (Infinity)`, raw: rawJson });
    }
  }
  return cases;
}

async function tokenFor(h: Harness, f: Fixture, as: BodyRoute['as']) {
  return as === 'anonymous' ? null : as === 'user' ? f.user.token : h.adminToken();
}

describe('bad input on every body (SPEC §7: 400 with a message, never 500, nothing written)', () => {
  for (const route of BODIES) {
    const label = `${route.method} /${typeof route.path === 'string' ? route.path : 'pixels.php?id='}${route.what ? ` (${route.what})` : ''}`;
    it(`${label} refuses malformed JSON, wrong types, missing fields, 10 KB strings, negative, NaN, huge and exponent numbers`, async () => {
      const h = await makeHarness();
      const f = await buildFixture(h);
      const token = await tokenFor(h, f, route.as);
      const path = typeof route.path === 'string' ? route.path : route.path(f);
      const counts = await tableCounts(h.db);
      const cases = casesFor(route, f);
      for (const cse of cases) {
        const res = await h.call(route.method, path, { token, body: cse.body, rawBody: cse.raw });
        expect({ case: cse.name, status: res.status }).toEqual({ case: cse.name, status: 400 });
        expect(res.body.status).toBe('error');
        expect(typeof res.body.message).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
        expect(res.body.message.length).toBeLessThan(400);
        expectCodedError(res.body, `${label} ${cse.name}`);
      }
      expect(await tableCounts(h.db)).toEqual(counts);
      // the valid body still works afterwards: the refusals were about the input, not the route
      const ok = await h.call(route.method, path, { token, body: route.valid(f) });
      expect(ok.status).toBe(200);
      expect(await invariantViolations(h.db)).toEqual([]);
    });
  }

  it('POST /transactions.php refuses amounts the schema allows but no exact figure can hold (20,000 BTC, 10^9 USDT) with 400', async () => {
    const h = await makeHarness();
    const f = await buildFixture(h);
    const counts = await tableCounts(h.db);
    for (const [code, amount] of [
      ['BTC', 20_000],
      ['USDT', 1_000_000_000],
    ] as const) {
      const r = await h.call('POST', 'transactions.php', {
        token: f.user.token,
        body: { cryptoToTransfer: code, amountToTransfer: amount },
      });
      expect(r).toMatchObject({
        status: 400,
        body: { message: 'Tokens before bonus must be between 40 and 100000; this order gives more.' },
      });
    }
    expect(await tableCounts(h.db)).toEqual(counts);
  });

  it('POST /transactions.php refuses an unknown currency with 400 and writes nothing', async () => {
    const h = await makeHarness();
    const f = await buildFixture(h);
    const counts = await tableCounts(h.db);
    for (const code of ['XYZ', 'BTC2', "BT'C"]) {
      const r = await h.call('POST', 'transactions.php', { token: f.user.token, body: { cryptoToTransfer: code, amountToTransfer: 1 } });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/currency/i);
    }
    expect(await tableCounts(h.db)).toEqual(counts);
  });

  it('free-text fields store SQL metacharacters verbatim and leave the tables intact', async () => {
    const h = await makeHarness();
    const f = await buildFixture(h);
    const r = await h.call('PUT', 'users.php', {
      token: f.user.token,
      body: { name: SQL_META, email: f.user.email, payout_address: '0xPAYOUT00000001' },
    });
    expect(r.status).toBe(200);
    expect(r.body.user.name).toBe(SQL_META.trim());
    const list = await h.call('GET', `users.php?list=1&email=${encodeURIComponent(SQL_META)}`, { token: f.admin });
    expect(list).toMatchObject({ status: 200, body: { users: [], total: 0 } });
    const search = await h.call('GET', `users.php?list=1&email=%25`, { token: f.admin });
    expect(search.body.total).toBe(0); // '%' is matched literally, not as a wildcard
  });

  const QUERIES: Array<{ path: string; as: 'user' | 'admin' }> = [
    { path: 'users.php?list=1&page=0', as: 'admin' },
    { path: 'users.php?list=1&page=-1', as: 'admin' },
    { path: 'users.php?list=1&page=abc', as: 'admin' },
    { path: 'users.php?list=1&pageSize=101', as: 'admin' },
    { path: 'users.php?list=1&pageSize=1e2', as: 'admin' },
    { path: 'users.php?list=1&pageSize=NaN', as: 'admin' },
    { path: 'users.php?list=1&pageSize=99999999999999999999', as: 'admin' },
    { path: `users.php?list=1&email=${TEN_KB}`, as: 'admin' },
    { path: 'transactions.php?page=0', as: 'admin' },
    { path: 'transactions.php?pageSize=0', as: 'admin' },
    { path: 'transactions.php?status=paid', as: 'admin' },
    { path: `transactions.php?status=${encodeURIComponent(SQL_META)}`, as: 'admin' },
    { path: 'transactions.php?sort=password_hash', as: 'admin' },
    { path: `transactions.php?sort=${encodeURIComponent('id; DROP TABLE users')}`, as: 'admin' },
    { path: `transactions.php?email=${TEN_KB}`, as: 'admin' },
    { path: `transactions.php?orderToken=${TEN_KB}`, as: 'user' },
    { path: 'transactions.php?id=abc', as: 'admin' },
    { path: 'withdrawals.php?status=lost', as: 'admin' },
    { path: 'withdrawals.php?page=-5', as: 'admin' },
    { path: 'audit.php?pageSize=1000', as: 'admin' },
    { path: 'pixels.php?location=dashboard', as: 'admin' },
    { path: `pixels.php?location=${encodeURIComponent(SQL_META)}`, as: 'admin' },
  ];
  it('bad query parameters answer 400 with a message', async () => {
    const h = await makeHarness();
    const f = await buildFixture(h);
    for (const q of QUERIES) {
      const method = q.path.startsWith('transactions.php?id=') ? 'DELETE' : 'GET';
      const r = await h.call(method, q.path, { token: q.as === 'admin' ? f.admin : f.user.token });
      expect({ path: q.path.slice(0, 80), status: r.status }).toEqual({ path: q.path.slice(0, 80), status: 400 });
      expect(typeof r.body.message).toBe('string');
      expectCodedError(r.body, q.path.slice(0, 80));
    }
  });

  it('DELETE and PUT with a bad id answer 400; an unknown id answers 404', async () => {
    const h = await makeHarness();
    const f = await buildFixture(h);
    for (const p of ['transactions.php?id=-1', 'transactions.php', 'pixels.php?api=x', 'prizes.php?id=0']) {
      expect((await h.call('DELETE', p, { token: f.admin })).status).toBe(400);
    }
    expect((await h.call('DELETE', 'transactions.php?id=999999', { token: f.admin })).status).toBe(404);
    expect((await h.call('DELETE', 'pixels.php?api=999999', { token: f.admin })).status).toBe(404);
    expect((await h.call('PUT', 'transactions.php', { token: f.admin, body: { id: 999999, status: 'approved' } })).status).toBe(404);
  });

  it('an oversized body answers 413 and an unknown route 404, both in the JSON envelope', async () => {
    const h = await makeHarness();
    const big = await h.call('POST', 'users.php', {
      rawBody: JSON.stringify({ type: 'login', email: 'a@b.co', pass: 'x'.repeat(300 * 1024) }),
    });
    expect(big).toMatchObject({ status: 413, body: { status: 'error', code: 'request.tooLarge' } });
    expectCodedError(big.body);
    // A streamed body without a length: refused once the limit is passed, long before its end.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 600 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const streamed = await h.app.request('/api/controllers/users.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
    // A declared length over the limit is refused before anything is read.
    const declared = await h.app.request('/api/controllers/users.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) },
      body: '{}',
    });
    expect(declared.status).toBe(413);
    expect(await h.call('GET', 'nothing.php')).toMatchObject({ status: 404, body: { status: 'error', message: 'Not found.' } });
    const notAllowed = await h.call('PATCH', 'users.php');
    expect(notAllowed).toMatchObject({ status: 405, body: { status: 'error', code: 'request.methodNotAllowed' } });
    expectCodedError(notAllowed.body);
    expectCodedError((await h.call('GET', 'nothing.php')).body);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness({ random: () => 0 });
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

describe('users (SPEC §3 admin Users screen, §4 User)', () => {
  it('GET /users.php?list=1 pages newest first, searches by e-mail and counts users with prizes', async () => {
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await h.register(`user${i}@example.com`));
    await h.call('POST', 'roulette.php', { token: created[1]!.token });
    const admin = await h.adminToken();
    const p1 = await h.call('GET', 'users.php?list=1&page=1&pageSize=2', { token: admin });
    expect(p1.body).toMatchObject({ status: 'success', total: 5, withPrizes: 1, page: 1, pageSize: 2 });
    expect(p1.body.users.map((u: any) => u.email)).toEqual(['user4@example.com', 'user3@example.com']);
    const p3 = await h.call('GET', 'users.php?list=1&page=3&pageSize=2', { token: admin });
    expect(p3.body.users.map((u: any) => u.email)).toEqual(['user0@example.com']);
    const exact = await h.call('GET', 'users.php?list=1&email=USER1@example.com', { token: admin });
    expect(exact.body.users).toHaveLength(1);
    expect(exact.body.users[0]).toMatchObject({
      email: 'user1@example.com',
      prizes: [{ name: '20% deposit', type: 'bonus_dep', image: '' }],
    });
    expect((await h.call('GET', 'users.php?list=1&email=user', { token: admin })).body.total).toBe(5);
  });

  it('PUT /users.php adds balance for an admin through the ledger and answers 404 for an unknown e-mail', async () => {
    const u = await h.register('credit@example.com');
    const admin = await h.adminToken();
    const r = await h.call('PUT', 'users.php', { token: admin, body: { email: ' Credit@Example.com ', balance: '12.345678' } });
    expect(r).toMatchObject({ status: 200, body: { message: 'Balance updated successfully!', user: { balance: 12.345678 } } });
    expect((await h.call('PUT', 'users.php', { token: admin, body: { email: 'ghost@example.com', balance: 1 } })).status).toBe(404);
    const me = await h.call('GET', 'users.php', { token: u.token });
    expect(me.body.user).toMatchObject({ balance: 12.345678, bonusTokens: 0, level: 'Bronze' });
  });

  it('PUT /users.php updates the profile, refuses an e-mail that is taken, and the new e-mail follows the orders', async () => {
    const a = await h.register('first@example.com');
    await h.register('taken@example.com');
    await h.call('POST', 'transactions.php', { token: a.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } });
    const taken = await h.call('PUT', 'users.php', {
      token: a.token,
      body: { name: 'A', email: 'TAKEN@example.com', current_pass: 'secret-pass' },
    });
    expect(taken.status).toBe(409);
    const ok = await h.call('PUT', 'users.php', {
      token: a.token,
      body: { name: 'Ann', email: 'ann@example.com', phone_number: '', payout_address: '0xABCDEF12', current_pass: 'secret-pass' },
    });
    // the new address takes effect through the link sent to it
    expect(ok.body.user).toMatchObject({
      name: 'Ann',
      email: 'first@example.com',
      pending_email: 'ann@example.com',
      phone_number: null,
      payout_address: '0xABCDEF12',
    });
    const link = await h.linkToken('ann@example.com', 'confirm_new_email', 'verify-email');
    expect((await h.call('POST', 'emailVerification.php', { body: { token: link } })).status).toBe(200);
    const mine = await h.call('GET', 'transactions.php?mine=1', { token: a.token });
    expect(mine.body.transactions[0].email).toBe('ann@example.com');
  });

  it('PUT /users.php accepts the personal data and a new password in one call', async () => {
    const u = await h.register('both@example.com');
    const r = await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'Both', email: u.email, pass: 'changed-pass', current_pass: 'secret-pass' },
    });
    expect(r.body.user.name).toBe('Both');
    expect((await h.call('POST', 'users.php', { body: { type: 'login', email: u.email, pass: 'changed-pass' } })).status).toBe(200);
    const bad = await h.call('PUT', 'users.php', { token: u.token, body: { name: 'X', email: u.email, pass: '1' } });
    expect(bad.status).toBe(400);
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.name).toBe('Both');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, tableCounts, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

async function buyerWithTokens() {
  const u = await h.register();
  await h.call('PUT', 'users.php', { token: await h.adminToken(), body: { email: u.email, balance: 100 } });
  await h.call('PUT', 'users.php', {
    token: u.token,
    body: { name: 'B', email: u.email, payout_address: '0xPAYOUTADDR', current_pass: 'secret-pass' },
  });
  return u;
}

describe('withdrawals (SPEC §3 token hub: delivery requests the admin marks as sent)', () => {
  it('POST /withdrawals.php answers 409 while distribution has not started or has finished', async () => {
    const u = await buyerWithTokens();
    const counts = await tableCounts(h.db);
    expect((await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 1 } })).body.message).toBe(
      'Token distribution has not started yet.',
    );
    await h.call('PUT', 'settings.php', { token: await h.adminToken(), body: { distributionStatus: 'finished' } });
    const r = await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 1 } });
    expect(r).toMatchObject({ status: 409, body: { message: 'Token distribution has finished.' } });
    expect((await tableCounts(h.db)).withdrawals).toBe(counts.withdrawals);
  });

  it('POST /withdrawals.php debits the balance, refuses more than the balance, and a rejection gives it back', async () => {
    const admin = await h.adminToken();
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    const u = await buyerWithTokens();
    expect((await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 100.000001 } })).status).toBe(400);
    const w = await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 60 } });
    expect(w.body.withdrawal).toMatchObject({ amount: 60, address: '0xPAYOUTADDR', status: 'requested', tx_hash: null });
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.balance).toBe(40);
    expect((await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 41 } })).status).toBe(400);
    const rej = await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: w.body.withdrawal.id, status: 'rejected' } });
    expect(rej.body.withdrawal.status).toBe('rejected');
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.balance).toBe(100);
    expect(
      (await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: w.body.withdrawal.id, status: 'sent', txHash: '0xabcdef0123' } }))
        .status,
    ).toBe(409);
  });

  it('PUT /withdrawals.php marks a request as sent with its hash; buyers see only their own', async () => {
    const admin = await h.adminToken();
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    const a = await buyerWithTokens();
    const b = await buyerWithTokens();
    const w = (await h.call('POST', 'withdrawals.php', { token: a.token, body: { amount: 10 } })).body.withdrawal;
    await h.call('POST', 'withdrawals.php', { token: b.token, body: { amount: 5, address: 'other-address-1' } });
    const sent = await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: w.id, status: 'sent', txHash: '0xabcdef0123' } });
    expect(sent.body.withdrawal).toMatchObject({ status: 'sent', tx_hash: '0xabcdef0123', email: a.email });
    expect((await h.call('GET', 'withdrawals.php', { token: a.token })).body.withdrawals.map((x: any) => x.id)).toEqual([w.id]);
    const all = await h.call('GET', 'withdrawals.php?status=requested', { token: admin });
    expect(all.body.total).toBe(1);
    expect(all.body.withdrawals[0].address).toBe('other-address-1');
  });
});

describe('levels follow the tokens bought, not the balance', () => {
  it('taking delivery keeps the level, the spins and the next order’s bonus; a won token prize does not raise the level', async () => {
    const admin = await h.adminToken();
    const u = await h.register();
    await h.call('PUT', 'users.php', { token: admin, body: { email: u.email, balance: 1000 } }); // Platinum: 12 %
    await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'B', email: u.email, payout_address: '0xPAYOUTADDR', current_pass: 'secret-pass' },
    });
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    const spinsBefore = (await h.call('GET', 'roulette.php', { token: u.token })).body.spinsLeft;

    expect((await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 990 } })).status).toBe(200);

    const me = (await h.call('GET', 'users.php', { token: u.token })).body.user;
    expect(me).toMatchObject({ balance: 10, purchased: 1000, level: 'Platinum' });
    expect((await h.call('GET', 'roulette.php', { token: u.token })).body.spinsLeft).toBe(spinsBefore);
    const order = await h.call('POST', 'transactions.php', {
      token: u.token,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 10, bonus: 12, amountToReceive: 112 },
    });
    expect(order.status).toBe(200);

    // a prize of tokens adds to the balance but is not a purchase
    const prizeBuyer = await h.register();
    // the only prize left on the wheel, so the draw cannot miss it
    for (const p of (await h.call('GET', 'prizes.php', { token: admin })).body.prizes)
      await h.call('DELETE', `prizes.php?id=${p.id}`, { token: admin });
    const added = await h.call('POST', 'prizes.php', {
      token: admin,
      body: { name: '5000 tokens', type: 'add_to_balance', amount: 5000, chance: 1 },
    });
    expect(added.status).toBe(200);
    expect((await h.call('POST', 'roulette.php', { token: prizeBuyer.token })).body.prize.name).toBe('5000 tokens');
    const winner = (await h.call('GET', 'users.php', { token: prizeBuyer.token })).body.user;
    expect(winner).toMatchObject({ balance: 5000, purchased: 0, level: 'Bronze' });
  });
});

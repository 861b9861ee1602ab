import { adminUserDetailResponseSchema } from '@openpresale/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

/** A buyer with an approved order, an admin credit, a won prize and two withdrawal requests (one rejected). */
async function busyBuyer() {
  const admin = await h.adminToken();
  const buyer = await h.register('busy@example.com', { name: 'Busy Buyer' });
  await h.call('PUT', 'users.php', {
    token: buyer.token,
    body: { name: 'Busy Buyer', email: buyer.email, payout_address: '0xPAYOUT12345', current_pass: 'secret-pass' },
  });
  await h.call('POST', 'transactions.php', { token: buyer.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 } });
  const orderId = (await h.call('GET', 'transactions.php?mine=1', { token: buyer.token })).body.transactions[0].id as number;
  await h.call('PUT', 'transactions.php', { token: admin, body: { id: orderId, status: 'approved' } });
  await h.call('PUT', 'users.php', { token: admin, body: { email: buyer.email, balance: 25 } });
  const spin = await h.call('POST', 'roulette.php', { token: buyer.token });
  expect(spin.status).toBe(200);
  await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
  const first = (await h.call('POST', 'withdrawals.php', { token: buyer.token, body: { amount: 10 } })).body.withdrawal;
  await h.call('POST', 'withdrawals.php', { token: buyer.token, body: { amount: 5 } });
  await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: first.id, status: 'rejected' } });
  return { admin, buyer, orderId, prize: spin.body.prize as { name: string } };
}

describe('GET /adminUser.php (one buyer on the administrator user detail page)', () => {
  it('GET /adminUser.php answers 401 without a session and 403 to a buyer, even for the buyer itself', async () => {
    const buyer = await h.register();
    expect((await h.call('GET', `adminUser.php?id=${buyer.id}`)).status).toBe(401);
    expect((await h.call('GET', `adminUser.php?id=${buyer.id}`, { token: buyer.token })).status).toBe(403);
  });

  it('GET /adminUser.php answers 400 for a missing or malformed id and 404 for an unknown one', async () => {
    const admin = await h.adminToken();
    expect((await h.call('GET', 'adminUser.php', { token: admin })).status).toBe(400);
    expect((await h.call('GET', 'adminUser.php?id=abc', { token: admin })).status).toBe(400);
    expect(await h.call('GET', 'adminUser.php?id=999999', { token: admin })).toMatchObject({
      status: 404,
      body: { status: 'error', message: 'User not found.' },
    });
  });

  it('GET /adminUser.php gives the buyer, the ledger behind the balance, the withdrawals and the prizes, newest first', async () => {
    const { admin, buyer, orderId, prize } = await busyBuyer();
    await h.register('someone.else@example.com');
    const r = await h.call('GET', `adminUser.php?id=${buyer.id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(adminUserDetailResponseSchema.safeParse(r.body).success).toBe(true);
    const { user, ledger, ledgerTotal, withdrawals, withdrawalsTotal, winnings } = r.body;
    expect(user).toMatchObject({ id: buyer.id, name: 'Busy Buyer', email: 'busy@example.com', payout_address: '0xPAYOUT12345' });
    expect(user.prizes).toEqual([{ name: prize.name, type: expect.any(String), image: expect.any(String) }]);

    // every change of the balance is there, and they add up to it
    expect(ledgerTotal).toBe(ledger.length);
    const sum = ledger.reduce((total: number, entry: { amount: number }) => total + entry.amount, 0);
    expect(Number(sum.toFixed(6))).toBe(user.balance);
    expect(ledger.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['purchase', 'bonus', 'admin_credit', 'withdrawal', 'withdrawal', 'withdrawal']),
    );
    expect(ledger.find((e: { kind: string }) => e.kind === 'purchase')).toMatchObject({
      amount: 1000,
      reference: `transaction:${orderId}`,
    });
    const ids = ledger.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect(withdrawalsTotal).toBe(2);
    expect(withdrawals.map((w: { amount: number; status: string }) => [w.amount, w.status])).toEqual([
      [5, 'requested'],
      [10, 'rejected'],
    ]);
    expect(winnings).toEqual([expect.objectContaining({ name: prize.name, created_at: expect.any(String) })]);
  });

  it('GET /adminUser.php of another buyer shows none of the first buyer’s entries', async () => {
    await busyBuyer();
    const quiet = await h.register('quiet@example.com');
    const r = await h.call('GET', `adminUser.php?id=${quiet.id}`, { token: await h.adminToken() });
    expect(r.body).toMatchObject({ ledger: [], ledgerTotal: 0, withdrawals: [], withdrawalsTotal: 0, winnings: [] });
    expect(r.body.user).toMatchObject({ email: 'quiet@example.com', balance: 0, prizes: [] });
  });
});

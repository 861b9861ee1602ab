import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, tableCounts, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';
import { decideOrder } from './services/orders';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness({ random: () => 0 });
});
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

async function order(token: string, body: Record<string, unknown>) {
  return h.call('POST', 'transactions.php', { token, body });
}
async function approve(id: number, status = 'approved') {
  return h.call('PUT', 'transactions.php', { token: await h.adminToken(), body: { id, status } });
}
const idOf = async (orderToken: string) =>
  (await h.row<{ id: number }>(sql`SELECT id FROM transactions WHERE order_token = ${orderToken}`))!.id;

describe('orders (SPEC §9: the server recomputes every amount)', () => {
  it('POST /transactions.php recomputes tokens, bonus, amount_to_receive, usd_value and the address', async () => {
    const u = await h.register();
    const r = await order(u.token, { cryptoToTransfer: 'usdt', amountToTransfer: '10', address: 'test-usdt-wallet' });
    expect(r.status).toBe(200);
    expect(r.body.orderToken).toMatch(/^[0-9a-f]{32}$/);
    const got = await h.call('GET', `transactions.php?orderToken=${r.body.orderToken}`, { token: u.token });
    expect(got.body.transactions[0]).toMatchObject({
      order_token: r.body.orderToken,
      crypto_to_transfer: 'USDT',
      amount_to_transfer: 10,
      address: 'test-usdt-wallet',
      email: u.email,
      amount_to_receive: 105, // 100 tokens + Bronze 5 % below 40
      bonus: 5,
      usd_value: 10, // tokens × 0.10
      status: 'pending',
    });
  });

  it("POST /transactions.php refuses a currency whose address is still the seed's placeholder, and writes nothing", async () => {
    const u = await h.register();
    const admin = await h.adminToken();
    const put = await h.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'SOL', address: 'demo-sol-address-replace-me' } });
    expect(put.status).toBe(200);
    const r = await order(u.token, { cryptoToTransfer: 'SOL', amountToTransfer: '1' });
    expect(r).toMatchObject({
      status: 409,
      body: { status: 'error', message: 'Payments in SOL are not open yet: the issuer has not set a wallet address for it.' },
    });
    expect((await h.row<{ n: number }>(sql`SELECT count(*) AS n FROM transactions`))!.n).toBe(0);
    await h.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'SOL', address: 'sol-real-wallet-address' } });
    expect((await order(u.token, { cryptoToTransfer: 'SOL', amountToTransfer: '1' })).status).toBe(200);
  });

  it('POST /transactions.php adds the best bonus_dep prize to the level bonus', async () => {
    const u = await h.register();
    const spin = await h.call('POST', 'roulette.php', { token: u.token });
    expect(spin.body.prize.name).toBe('20% deposit'); // random() = 0 draws the first prize
    const r = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10, amountToReceive: 125, bonus: 25 });
    expect(r.status).toBe(200);
  });

  it('POST /transactions.php answers 409 with the server figures when the client figures are stale, and writes nothing', async () => {
    const u = await h.register();
    const admin = await h.adminToken();
    await h.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'USDT', rate: 12 } });
    const counts = await tableCounts(h.db);
    const r = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10, amountToReceive: 105, bonus: 5 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ status: 'error', expected: { tokens: 120, amountToReceive: 126, bonus: 6, usdValue: 12, rate: 12 } });
    const wrongAddress = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10, address: 'attacker-address' });
    expect(wrongAddress.status).toBe(409);
    expect(await tableCounts(h.db)).toEqual(counts);
  });

  it('POST /transactions.php refuses tokens before bonus outside 40..100000 with 400', async () => {
    const u = await h.register();
    for (const amount of [3.99, 10000.01]) {
      const r = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: amount });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/between 40 and 100000/);
    }
    expect((await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 4 })).status).toBe(200);
    expect((await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10000 })).status).toBe(200);
  });

  it('PUT /transactions.php credits the buyer once (purchase + bonus ledger entries)', async () => {
    const u = await h.register();
    const r = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 });
    const id = await idOf(r.body.orderToken);
    expect((await approve(id)).status).toBe(200);
    expect((await approve(id)).status).toBe(200); // idempotent
    const me = await h.call('GET', 'users.php', { token: u.token });
    expect(me.body.user).toMatchObject({ balance: 105, bonusTokens: 5, level: 'Bronze' });
    const ledger = await h.rows<{ kind: string; amount_micro: number }>(
      sql`SELECT kind, amount_micro FROM ledger_entries WHERE user_id = ${u.id} ORDER BY id`,
    );
    expect(ledger).toEqual([
      { kind: 'purchase', amount_micro: 100_000_000 },
      { kind: 'bonus', amount_micro: 5_000_000 },
    ]);
  });

  it('PUT /transactions.php follows the transitions of §6: rejected → approved allowed, approved is final', async () => {
    const u = await h.register();
    const id = await idOf((await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 })).body.orderToken);
    expect((await approve(id, 'rejected')).body.transaction.status).toBe('rejected');
    expect((await approve(id, 'approved')).body.transaction.status).toBe('approved');
    const back = await approve(id, 'rejected');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Approved transactions are final.');
    expect((await approve(id, 'pending')).status).toBe(400);
  });

  it('DELETE /transactions.php soft-deletes: hidden from every list, kept in the database, audited', async () => {
    const u = await h.register();
    const tok = (await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 })).body.orderToken;
    const id = await idOf(tok);
    const admin = await h.adminToken();
    expect((await h.call('DELETE', `transactions.php?id=${id}`, { token: admin })).status).toBe(200);
    expect((await h.call('GET', `transactions.php?orderToken=${tok}`, { token: u.token })).status).toBe(404);
    expect((await h.call('GET', 'transactions.php?mine=1', { token: u.token })).body.transactions).toEqual([]);
    expect((await h.call('GET', 'transactions.php', { token: admin })).body.total).toBe(0);
    expect((await h.row<{ d: string | null }>(sql`SELECT deleted_at AS d FROM transactions WHERE id = ${id}`))!.d).not.toBeNull();
    expect((await h.call('DELETE', `transactions.php?id=${id}`, { token: admin })).status).toBe(404);
    expect((await approve(id)).status).toBe(404);
    const a = (await h.row<{ action: string }>(sql`SELECT action FROM audit_entries ORDER BY id DESC LIMIT 1`))!;
    expect(a.action).toBe('transaction.delete');
  });

  it("GET /transactions.php?orderToken= answers another user's order like a missing one", async () => {
    const a = await h.register();
    const b = await h.register();
    const tok = (await order(a.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 })).body.orderToken;
    const r = await h.call('GET', `transactions.php?orderToken=${tok}`, { token: b.token });
    expect(r).toMatchObject({ status: 404, body: { status: 'error', message: "Transaction doesn't exist" } });
    expect((await h.call('GET', 'transactions.php?mine=1', { token: b.token })).body.transactions).toEqual([]);
  });

  it('GET /transactions.php lists for admins with paging, sort, status and email filters', async () => {
    const a = await h.register('alice@example.com');
    const b = await h.register('bob@example.com');
    for (let i = 0; i < 3; i++) {
      h.now.value = new Date(h.now.value.getTime() + 1000);
      await order(a.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 + i });
    }
    h.now.value = new Date(h.now.value.getTime() + 1000);
    const tb = (await order(b.token, { cryptoToTransfer: 'ETH', amountToTransfer: 0.1 })).body.orderToken;
    await approve(await idOf(tb));
    const admin = await h.adminToken();
    const page1 = await h.call('GET', 'transactions.php?page=1&pageSize=2', { token: admin });
    expect(page1.body.total).toBe(4);
    expect(page1.body.transactions).toHaveLength(2);
    expect(page1.body.transactions[0].email).toBe('bob@example.com'); // newest first
    const sorted = await h.call('GET', 'transactions.php?sort=amount_to_transfer:asc&pageSize=10', { token: admin });
    expect(sorted.body.transactions.map((t: any) => t.amount_to_transfer)).toEqual([0.1, 10, 11, 12]);
    const approved = await h.call('GET', 'transactions.php?status=approved', { token: admin });
    expect(approved.body.transactions.map((t: any) => t.order_token)).toEqual([tb]);
    const byEmail = await h.call('GET', 'transactions.php?email=ALICE@example.com', { token: admin });
    expect(byEmail.body.total).toBe(3);
    const fragment = await h.call('GET', 'transactions.php?email=bob', { token: admin });
    expect(fragment.body.total).toBe(1);
    expect((await h.call('GET', 'transactions.php?email=B%25', { token: admin })).body.total).toBe(0); // % is literal
    expect((await h.call('GET', 'transactions.php?email=nobody-here', { token: admin })).body).toMatchObject({
      total: 0,
      transactions: [],
    });
    const both = await h.call('GET', 'transactions.php?email=EXAMPLE.COM&sort=amount_to_transfer:asc', { token: admin });
    expect(both.body.transactions.map((t: any) => t.amount_to_transfer)).toEqual([0.1, 10, 11, 12]);
    expect((await h.call('GET', 'transactions.php?email=lice@exa&status=pending', { token: admin })).body.total).toBe(3);
    // the fragment follows a buyer's changed e-mail onto the buyer's orders
    const renamed = await h.call('PUT', 'users.php', {
      token: a.token,
      body: { name: 'Alice', email: 'carol@example.org', current_pass: 'secret-pass' },
    });
    expect(renamed.status).toBe(200);
    const confirm = await h.linkToken('carol@example.org', 'confirm_new_email', 'verify-email');
    expect((await h.call('POST', 'emailVerification.php', { body: { token: confirm } })).status).toBe(200);
    expect((await h.call('GET', 'transactions.php?email=alice', { token: admin })).body.total).toBe(0);
    const carol = await h.call('GET', 'transactions.php?email=CAROL', { token: admin });
    expect(carol.body.transactions.map((t: any) => t.email)).toEqual(['carol@example.org', 'carol@example.org', 'carol@example.org']);
    const keys = Object.keys(page1.body.transactions[0]);
    for (const k of [
      'id',
      'order_token',
      'crypto_to_transfer',
      'amount_to_transfer',
      'address',
      'email',
      'amount_to_receive',
      'bonus',
      'usd_value',
      'status',
      'created_at',
      'updated_at',
    ]) {
      expect(keys).toContain(k);
    }
  });
});

describe('presale figures and leaderboard (SPEC §9, §3; real data only)', () => {
  it('GET /settings.php reports raised, sold in the stage and progress from approved orders', async () => {
    const u = await h.register();
    const admin = await h.adminToken();
    const id = await idOf((await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 1000 })).body.orderToken);
    await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 500 }); // pending: not counted
    expect((await h.call('GET', 'settings.php')).body.presale).toEqual({ raised: 0, sold: 0, progress: 0 });
    await approve(id);
    const s = (await h.call('GET', 'settings.php')).body;
    expect(s.presale).toEqual({ raised: 1000, sold: 10500, progress: (1000 / 20_000_000) * 100 });
    await h.call('PUT', 'settings.php', { token: admin, body: { stageName: 'Stage 2', hardCap: 4000 } });
    expect((await h.call('GET', 'settings.php')).body.presale).toEqual({ raised: 1000, sold: 0, progress: 25 });
  });

  it('GET /leaderboard.php ranks approved dollar deposits, masks e-mails, shows the level', async () => {
    expect((await h.call('GET', 'leaderboard.php')).body.leaders).toEqual([]);
    const big = await h.register('johnny@gmail.com');
    const small = await h.register('sam@proton.me');
    const none = await h.register('pending@example.com');
    await approve(await idOf((await order(big.token, { cryptoToTransfer: 'USDT', amountToTransfer: 200 })).body.orderToken));
    await approve(await idOf((await order(small.token, { cryptoToTransfer: 'USDT', amountToTransfer: 5 })).body.orderToken));
    await order(none.token, { cryptoToTransfer: 'USDT', amountToTransfer: 500 });
    const board = (await h.call('GET', 'leaderboard.php')).body.leaders;
    expect(board).toEqual([
      { email: 'jo***@gm***.com', deposit: 200, level: 'Platinum' }, // 2000 tokens + 5 % = 2100
      { email: 'sa***@pr***.me', deposit: 5, level: 'Bronze' }, // 52.5 tokens
    ]);
  });
});

describe('approval by the system (the same service an automatic payment check will call)', () => {
  it('credits once, is audited under the system name, and an administrator repeating it changes nothing', async () => {
    const u = await h.register();
    const placed = await order(u.token, { cryptoToTransfer: 'USDT', amountToTransfer: 10 });
    const id = await idOf(placed.body.orderToken);
    const decided = await decideOrder(h.db, { actor: { system: 'payment-check' }, id, status: 'approved', now: h.now.value.toISOString() });
    expect(decided.status).toBe('approved');
    expect((await approve(id)).status).toBe(200);
    const me = await h.call('GET', 'users.php', { token: u.token });
    expect(me.body.user.balance).toBe(105);
    const audit = await h.call('GET', 'audit.php', { token: await h.adminToken() });
    expect(audit.body.entries.filter((e: { action: string }) => e.action === 'transaction.approve')).toEqual([
      expect.objectContaining({ admin: 'system:payment-check', target: `transaction:${id}` }),
    ]);
  });
});

// Payments on a real EVM chain (ganache, in this process, on loopback): the buyer orders, a
// funded test account pays the order's address, the watcher follows the chain and the order
// moves pending → seen → approved, or into review with its reason.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, TEST_CHAIN_ID, type TestChain } from '../test/evm-chain';
import { makeHarness, type Harness } from '../test/harness';
import { evmAdapter } from './chains/evm';
import { exec } from './db/client';
import { invariantViolations } from './db/integrity';
import { jobState } from './jobs/lease';
import { ChainWatcher, watcherJobName, type WatcherState } from './jobs/chain-watcher';

const NETWORK = `evm:${TEST_CHAIN_ID}`;
// the issuer's receiving account: only its extended public key is given to the server
const ISSUER_XPUB = HDKey.fromMasterSeed(
  mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
).derive("m/44'/60'/0'").publicExtendedKey;

let h: Harness;
let chain: TestChain;
let admin: string;

beforeEach(async () => {
  chain = await startTestChain();
  h = await makeHarness();
  // the API's clock runs with the chain's, so deadlines and block times compare as in production
  h.now.value = await chain.time();
  admin = await h.adminToken();
  await configure('ETH', { network: NETWORK, decimals: 18, confirmations: 3, receiveMode: 'derived', xpub: ISSUER_XPUB });
}, 30_000);

afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
  await chain.close();
});

async function configure(currency: string, setup: Record<string, unknown>) {
  const r = await h.call('PUT', 'cryptos.php', { token: admin, body: { currency, ...setup } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

function watcher(holder = 'process-a') {
  return new ChainWatcher({
    db: h.db,
    network: NETWORK,
    adapter: evmAdapter(chain.url),
    clock: () => h.now.value,
    leaseMs: 60_000,
    holder,
  });
}

async function placeOrder(buyer: { token: string }, currency: string, amount: string) {
  const r = await h.call('POST', 'transactions.php', {
    token: buyer.token,
    body: { cryptoToTransfer: currency, amountToTransfer: amount },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return orderOf(buyer, r.body.orderToken);
}

async function orderOf(buyer: { token: string }, orderToken: string) {
  const r = await h.call('GET', `transactions.php?orderToken=${orderToken}`, { token: buyer.token });
  expect(r.status).toBe(200);
  return r.body.transactions[0];
}

const balanceOf = async (id: number) => (await h.row<{ b: number }>(sql`SELECT balance_micro AS b FROM users WHERE id = ${id}`))!.b;

describe('EVM payments verified on the chain', () => {
  it('a native payment to the derived address is seen, counts confirmations, and is credited by the system with its hash', async () => {
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'ETH', '0.01');
    // the address is the issuer's m/44'/60'/0'/0/0, the exact amount in wei, the QR an EIP-681 URI
    expect(order).toMatchObject({
      address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      network: NETWORK,
      amount_exact: '0.01',
      amount_base: '10000000000000000',
      payment_uri: `ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@${TEST_CHAIN_ID}?value=10000000000000000`,
      status: 'pending',
      confirmations_required: 3,
    });
    const second = await placeOrder(buyer, 'ETH', '0.01');
    expect(second.address).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'); // index 1: never the same address twice

    const w = watcher();
    const hash = await chain.payNative(chain.payers[0]!, order.address, 10_000_000_000_000_000n);
    await w.runOnce();
    let seen = await orderOf(buyer, order.order_token);
    expect(seen.status).toBe('seen');
    expect(seen.payments).toMatchObject([{ tx_hash: hash, amount_exact: '0.01', confirmations: 1, status: 'seen' }]);
    expect(await balanceOf(buyer.id)).toBe(0);

    await chain.mine(1);
    await w.runOnce();
    seen = await orderOf(buyer, order.order_token);
    expect(seen).toMatchObject({ status: 'seen', payments: [{ confirmations: 2 }] });

    await chain.mine(1);
    await w.runOnce();
    const approved = await orderOf(buyer, order.order_token);
    expect(approved).toMatchObject({ status: 'approved', received_exact: '0.01', payments: [{ status: 'confirmed', confirmations: 3 }] });
    expect(await balanceOf(buyer.id)).toBe(approved.amount_to_receive * 1_000_000);
    const entry = await h.row<{ admin_login: string; after: string }>(
      sql`SELECT admin_login, after FROM audit_entries WHERE action = 'transaction.approve' AND target = ${`transaction:${order.id}`}`,
    );
    expect(entry!.admin_login).toBe(`system:watcher:${NETWORK}`);
    expect(JSON.parse(entry!.after).tx_hashes).toEqual([hash]);
    // the second order, unpaid, stays pending; more passes credit nothing again
    await chain.mine(3);
    await w.runOnce();
    expect((await orderOf(buyer, second.order_token)).status).toBe('pending');
    expect(await balanceOf(buyer.id)).toBe(approved.amount_to_receive * 1_000_000);
  });

  it('an ERC-20 payment is read from the Transfer log of the configured token contract', async () => {
    const token = await chain.deployToken(chain.payers[1]!, 1_000_000_000_000n);
    await configure('USDT', {
      network: NETWORK,
      decimals: 6,
      tokenContract: token,
      confirmations: 2,
      receiveMode: 'derived',
      xpub: ISSUER_XPUB,
    });
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'USDT', '12.5');
    expect(order.payment_uri).toBe(`ethereum:${token.toLowerCase()}@${TEST_CHAIN_ID}/transfer?address=${order.address}&uint256=12500000`);
    const w = watcher();
    const hash = await chain.payToken(token, chain.payers[1]!, order.address, 12_500_000n);
    await w.runOnce();
    expect(await orderOf(buyer, order.order_token)).toMatchObject({
      status: 'seen',
      payments: [{ tx_hash: hash, asset: token.toLowerCase() }],
    });
    await chain.mine(1);
    await w.runOnce();
    expect((await orderOf(buyer, order.order_token)).status).toBe('approved');
    expect(await balanceOf(buyer.id)).toBeGreaterThan(0);
  });

  it('an underpaid order waits in review; the administrator credits what arrived at the locked rate', async () => {
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'ETH', '0.02');
    const w = watcher();
    await chain.payNative(chain.payers[0]!, order.address, 15_000_000_000_000_000n); // 0.015 of 0.02
    await chain.mine(2);
    await w.runOnce();
    const inReview = await orderOf(buyer, order.order_token);
    expect(inReview).toMatchObject({ status: 'review', review_reason: 'underpaid', received_exact: '0.015' });
    expect(await balanceOf(buyer.id)).toBe(0);

    const queue = await h.call('GET', 'payments.php', { token: admin });
    expect(queue.body.transactions.map((t: { id: number }) => t.id)).toEqual([order.id]);
    expect(queue.body.transactions[0].payments[0]).toMatchObject({ amount_exact: '0.015', confirmations: 3 });

    const credit = await h.call('PUT', 'payments.php', { token: admin, body: { id: order.id, action: 'credit' } });
    expect(credit.status).toBe(200);
    // three quarters of the order at its own rate and bonus
    expect(credit.body.transaction).toMatchObject({ status: 'approved', amount_to_transfer: 0.015 });
    expect(credit.body.transaction.amount_to_receive).toBeCloseTo(inReview.amount_to_receive * 0.75, 6);
    expect(await balanceOf(buyer.id)).toBe(Math.round(credit.body.transaction.amount_to_receive * 1_000_000));
    const again = await h.call('PUT', 'payments.php', { token: admin, body: { id: order.id, action: 'credit' } });
    expect(again.status).toBe(409);
    expect(await balanceOf(buyer.id)).toBe(Math.round(credit.body.transaction.amount_to_receive * 1_000_000));
  });

  it('an overpaid order goes to review as overpaid, and a rejection tells the buyer why', async () => {
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'ETH', '0.01');
    const w = watcher();
    await chain.payNative(chain.payers[0]!, order.address, 20_000_000_000_000_000n);
    await chain.mine(2);
    await w.runOnce();
    expect(await orderOf(buyer, order.order_token)).toMatchObject({ status: 'review', review_reason: 'overpaid', received_exact: '0.02' });
    const noReason = await h.call('PUT', 'payments.php', { token: admin, body: { id: order.id, action: 'reject' } });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Give the reason the buyer is told.' } });
    const reject = await h.call('PUT', 'payments.php', {
      token: admin,
      body: { id: order.id, action: 'reject', reason: 'Paid twice the amount; the difference is being returned.' },
    });
    expect(reject.status).toBe(200);
    expect(await orderOf(buyer, order.order_token)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Paid twice the amount; the difference is being returned.',
    });
    expect(await balanceOf(buyer.id)).toBe(0);
  });

  it('an unpaid order expires at its deadline; a payment after it is seen and put in review as late', async () => {
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'ETH', '0.01');
    const w = watcher();
    h.now.value = new Date(h.now.value.getTime() + 31 * 60_000);
    await w.runOnce();
    expect((await orderOf(buyer, order.order_token)).status).toBe('expired');
    await chain.increaseTime(31 * 60);
    await chain.payNative(chain.payers[0]!, order.address, 10_000_000_000_000_000n);
    await w.runOnce();
    expect((await orderOf(buyer, order.order_token)).status).toBe('seen');
    await chain.mine(2);
    await w.runOnce();
    expect(await orderOf(buyer, order.order_token)).toMatchObject({ status: 'review', review_reason: 'late' });
    expect(await balanceOf(buyer.id)).toBe(0);
  });

  it('a token other than the one ordered, or the chain coin for a token order, goes to review as wrong asset and cannot be credited', async () => {
    const usdt = await chain.deployToken(chain.payers[1]!, 1_000_000_000_000n);
    const other = await chain.deployToken(chain.payers[1]!, 1_000_000_000_000n);
    await configure('USDT', {
      network: NETWORK,
      decimals: 6,
      tokenContract: usdt,
      confirmations: 1,
      receiveMode: 'derived',
      xpub: ISSUER_XPUB,
    });
    await configure('BNB', {
      network: NETWORK,
      decimals: 6,
      tokenContract: other,
      confirmations: 1,
      receiveMode: 'derived',
      xpub: ISSUER_XPUB,
    });
    const buyer = await h.register();
    const tokenOrder = await placeOrder(buyer, 'USDT', '10');
    const coinOrder = await placeOrder(buyer, 'USDT', '10');
    const w = watcher();
    await chain.payToken(other, chain.payers[1]!, tokenOrder.address, 10_000_000n);
    await chain.payNative(chain.payers[0]!, coinOrder.address, 10_000_000n);
    await w.runOnce();
    expect(await orderOf(buyer, tokenOrder.order_token)).toMatchObject({ status: 'review', review_reason: 'wrong_asset' });
    expect(await orderOf(buyer, coinOrder.order_token)).toMatchObject({ status: 'review', review_reason: 'wrong_asset' });
    const credit = await h.call('PUT', 'payments.php', { token: admin, body: { id: tokenOrder.id, action: 'credit' } });
    expect(credit.status).toBe(409);
    expect(await balanceOf(buyer.id)).toBe(0);
  });

  it('one transaction offered for two orders pays the first; the second goes to review as a reused transaction', async () => {
    const fixed = chain.payers[3]!;
    await configure('ETH', { receiveMode: 'fixed', xpub: null, address: fixed, confirmations: 1 });
    const alice = await h.register('first@example.com');
    const bob = await h.register('second@example.com');
    const a = await placeOrder(alice, 'ETH', '0.01');
    const b = await placeOrder(bob, 'ETH', '0.01');
    expect(a.address).toBe(fixed);
    const hash = await chain.payNative(chain.payers[0]!, fixed, 10_000_000_000_000_000n);
    for (const [who, o] of [
      [alice, a],
      [bob, b],
    ] as const) {
      const claim = await h.call('PATCH', 'transactions.php', { token: who.token, body: { orderToken: o.order_token, txHash: hash } });
      expect(claim.status).toBe(200);
    }
    const w = watcher();
    await w.runOnce();
    await w.runOnce();
    expect((await orderOf(alice, a.order_token)).status).toBe('approved');
    expect(await orderOf(bob, b.order_token)).toMatchObject({ status: 'review', review_reason: 'reused_tx' });
    expect(await balanceOf(bob.id)).toBe(0);
    const paying = await h.rows(sql`SELECT order_id FROM payments WHERE tx_hash = ${hash}`);
    expect(paying).toEqual([{ order_id: a.id }]);
  });

  it('a payment whose block leaves the chain before its confirmations sends the order back to pending, and is credited once when mined again', async () => {
    const buyer = await h.register();
    const order = await placeOrder(buyer, 'ETH', '0.01');
    const w = watcher();
    await w.runOnce();
    const before = await chain.snapshot();
    await chain.payNative(chain.payers[0]!, order.address, 10_000_000_000_000_000n);
    await w.runOnce();
    expect((await orderOf(buyer, order.order_token)).status).toBe('seen');
    await chain.revert(before); // the block with the payment is gone
    await chain.mine(2); // and the chain grew past it on the other side
    await w.runOnce();
    const back = await orderOf(buyer, order.order_token);
    expect(back).toMatchObject({ status: 'pending', payments: [{ status: 'orphaned', confirmations: 0 }] });
    const reorgAudit = await h.row(sql`SELECT admin_login FROM audit_entries WHERE action = 'transaction.reorg'`);
    expect(reorgAudit).toEqual({ admin_login: `system:watcher:${NETWORK}` });

    const hash = await chain.payNative(chain.payers[0]!, order.address, 10_000_000_000_000_000n);
    await chain.mine(2);
    await w.runOnce();
    const credited = await orderOf(buyer, order.order_token);
    expect(credited.status).toBe('approved');
    expect(
      credited.payments.filter((p: { status: string }) => p.status === 'confirmed').map((p: { tx_hash: string }) => p.tx_hash),
    ).toEqual([hash]);
    expect(await balanceOf(buyer.id)).toBe(credited.amount_to_receive * 1_000_000);
  });

  it('one watcher works at a time; after the first stops mid-way the next resumes at the stored block, missing nothing and crediting once', async () => {
    const buyer = await h.register();
    const first = await placeOrder(buyer, 'ETH', '0.01');
    const second = await placeOrder(buyer, 'ETH', '0.02');
    const a = watcher('process-a');
    const b = watcher('process-b');
    await chain.payNative(chain.payers[0]!, first.address, 10_000_000_000_000_000n);
    await a.runOnce();
    const stateA = await jobState<WatcherState>(h.db, watcherJobName(NETWORK));
    expect(stateA.next).toBe((await chain.height()) + 1);
    // process A dies holding the lease; B does nothing while the lease lasts
    await chain.payNative(chain.payers[0]!, second.address, 20_000_000_000_000_000n);
    await b.runOnce();
    expect((await orderOf(buyer, second.order_token)).status).toBe('pending');
    // once the lease has run out, B takes over from the stored block (the second payment's block included)
    h.now.value = new Date(h.now.value.getTime() + 61_000);
    await chain.mine(1);
    await b.runOnce();
    expect((await orderOf(buyer, first.order_token)).status).toBe('approved');
    expect((await orderOf(buyer, second.order_token)).status).toBe('seen');
    // a crash between recording and saving progress means scanning the same blocks again: nothing counts twice
    await exec(
      h.db,
      sql`UPDATE jobs SET state = ${JSON.stringify({ ...stateA, next: 0, hashes: {} })} WHERE name = ${watcherJobName(NETWORK)}`,
    );
    await chain.mine(1);
    await b.runOnce();
    expect((await orderOf(buyer, second.order_token)).status).toBe('approved');
    const credits = await h.rows(sql`SELECT reference FROM ledger_entries WHERE kind = 'purchase' ORDER BY reference`);
    expect(credits).toEqual([{ reference: `transaction:${first.id}` }, { reference: `transaction:${second.id}` }]);
    expect((await h.rows(sql`SELECT id FROM payments`)).length).toBe(2);
  });

  it('the buyer cancels a pending order; a paid one cannot be cancelled; bad input changes nothing', async () => {
    const buyer = await h.register();
    const other = await h.register('other@example.com');
    const order = await placeOrder(buyer, 'ETH', '0.01');
    expect(
      (await h.call('PATCH', 'transactions.php', { token: other.token, body: { orderToken: order.order_token, action: 'cancel' } })).status,
    ).toBe(404);
    expect(
      (await h.call('PATCH', 'transactions.php', { token: buyer.token, body: { orderToken: order.order_token, action: 'destroy' } }))
        .status,
    ).toBe(400);
    expect(
      (await h.call('PATCH', 'transactions.php', { token: buyer.token, body: { orderToken: order.order_token, txHash: 'abc' } })).status,
    ).toBe(400);
    // a derived address is watched: there is no hash to give
    expect(
      (
        await h.call('PATCH', 'transactions.php', {
          token: buyer.token,
          body: { orderToken: order.order_token, txHash: `0x${'1'.repeat(64)}` },
        })
      ).status,
    ).toBe(409);
    const cancel = await h.call('PATCH', 'transactions.php', {
      token: buyer.token,
      body: { orderToken: order.order_token, action: 'cancel' },
    });
    expect(cancel).toMatchObject({ status: 200, body: { transaction: { status: 'cancelled' } } });
    // paying a cancelled order anyway is seen, and lands in review rather than being lost or credited unasked
    const w = watcher();
    await chain.payNative(chain.payers[0]!, order.address, 10_000_000_000_000_000n);
    await w.runOnce();
    expect((await orderOf(buyer, order.order_token)).status).toBe('seen');
    await chain.mine(2);
    await w.runOnce();
    expect(await orderOf(buyer, order.order_token)).toMatchObject({ status: 'review', review_reason: 'cancelled' });

    const paid = await placeOrder(buyer, 'ETH', '0.01');
    await chain.payNative(chain.payers[0]!, paid.address, 10_000_000_000_000_000n);
    await w.runOnce();
    const refused = await h.call('PATCH', 'transactions.php', {
      token: buyer.token,
      body: { orderToken: paid.order_token, action: 'cancel' },
    });
    expect(refused.status).toBe(409);
    expect((await orderOf(buyer, paid.order_token)).status).toBe('seen');
  });

  it('a currency deleted and added again never gives an address an earlier order has', async () => {
    const buyer = await h.register();
    const first = await placeOrder(buyer, 'ETH', '0.01');
    expect((await h.call('DELETE', 'cryptos.php', { token: admin, body: { currency: 'ETH' } })).status).toBe(200);
    const added = await h.call('POST', 'cryptos.php', {
      token: admin,
      body: {
        currency: 'ETH',
        fullName: 'Ethereum',
        rate: 30000,
        address: 'test-eth-wallet',
        network: NETWORK,
        receiveMode: 'derived',
        xpub: ISSUER_XPUB,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const again = await placeOrder(buyer, 'ETH', '0.01');
    expect(again.address).not.toBe(first.address);
    expect(again.address).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
  });

  it('the administrator cannot save a private key or an unusable setup, and the message says why', async () => {
    const account = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'");
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ xpub: account.privateExtendedKey }, /PUBLIC key/],
      [{ network: 'evm:abc' }, /Network must be/],
      [{ network: 'bitcoin', tokenContract: '0x' + '1'.repeat(40) }, /only to an EVM network/],
      [{ network: 'manual', receiveMode: 'derived' }, /watched network/],
      [{ explorerTxUrl: 'https://explorer.example/tx/' }, /\{tx\}/],
    ];
    for (const [body, message] of cases) {
      const r = await h.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'ETH', ...body } });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const eth = (await h.call('GET', 'cryptos.php')).body.data.find((c: { currency: string }) => c.currency === 'ETH');
    expect(eth).toMatchObject({ network: NETWORK, receiveMode: 'derived', hasXpub: true });
    expect(JSON.stringify(eth)).not.toContain('xpub6'); // the key itself is never published
  });
});

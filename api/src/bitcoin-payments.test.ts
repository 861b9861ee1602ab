// Bitcoin payments through an Esplora-compatible API. No Bitcoin node can be installed on the
// machines these tests run on (not in the distribution's packages, and binary downloads are
// blocked), so an HTTP server on loopback answers in Esplora's shapes (GET /blocks/tip/height,
// /block-height/:h, /address/:a/txs, /tx/:id), with transactions written the way mempool.space
// reports them; each test moves that chain forward by hand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { esploraAdapter } from './chains/bitcoin';
import { invariantViolations } from './db/integrity';
import { ChainWatcher } from './jobs/chain-watcher';

// BIP84's own test vector: the account key of 'abandon … about', receive addresses 0 and 1
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const SECOND = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

interface EsploraTx {
  txid: string;
  version: number;
  locktime: number;
  vin: unknown[];
  vout: Array<{ scriptpubkey: string; scriptpubkey_type: string; scriptpubkey_address: string; value: number }>;
  size: number;
  weight: number;
  fee: number;
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number };
}

/** A small Esplora: the tip, block hashes by height, and transactions (mempool or mined). */
class FakeEsplora {
  tip = 870_000;
  txs: EsploraTx[] = [];
  server: Server = createServer((req, res) => this.answer(req.url ?? '/', res));

  hashAt = (height: number) => height.toString(16).padStart(64, '0');

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** a payment as mempool.space shows it, unconfirmed until mined */
  pay(to: string, sats: number, txid: string): EsploraTx {
    const tx: EsploraTx = {
      txid,
      version: 2,
      locktime: 0,
      vin: [{ txid: 'f'.repeat(64), vout: 1, is_coinbase: false, sequence: 4294967293 }],
      vout: [
        {
          scriptpubkey: '0014' + '00'.repeat(20),
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: 'bc1qchangeaddressnotwatched0000000000000',
          value: 51_234,
        },
        { scriptpubkey: '0014' + '11'.repeat(20), scriptpubkey_type: 'v0_p2wpkh', scriptpubkey_address: to, value: sats },
      ],
      size: 222,
      weight: 561,
      fee: 1_410,
      status: { confirmed: false },
    };
    this.txs.push(tx);
    return tx;
  }

  mine(tx: EsploraTx, blockTime: Date) {
    this.tip += 1;
    tx.status = {
      confirmed: true,
      block_height: this.tip,
      block_hash: this.hashAt(this.tip),
      block_time: Math.floor(blockTime.getTime() / 1000),
    };
  }

  private answer(url: string, res: import('node:http').ServerResponse) {
    const send = (status: number, body: string, type = 'text/plain') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    let m: RegExpExecArray | null;
    if (url === '/blocks/tip/height') return send(200, String(this.tip));
    if ((m = /^\/block-height\/(\d+)$/.exec(url)))
      return Number(m[1]) <= this.tip ? send(200, this.hashAt(Number(m[1]))) : send(404, 'Block not found');
    if ((m = /^\/address\/([^/]+)\/txs$/.exec(url)))
      return send(200, JSON.stringify(this.txs.filter((t) => t.vout.some((o) => o.scriptpubkey_address === m![1]))), 'application/json');
    if ((m = /^\/tx\/([0-9a-f]{64})$/.exec(url))) {
      const tx = this.txs.find((t) => t.txid === m![1]);
      return tx ? send(200, JSON.stringify(tx), 'application/json') : send(404, 'Transaction not found');
    }
    return send(404, 'Not found');
  }
}

let h: Harness;
let esplora: FakeEsplora;
let url: string;

beforeEach(async () => {
  esplora = new FakeEsplora();
  url = await esplora.start();
  h = await makeHarness();
  h.now.value = new Date();
  const admin = await h.adminToken();
  const r = await h.call('PUT', 'cryptos.php', {
    token: admin,
    body: {
      currency: 'BTC',
      network: 'bitcoin',
      confirmations: 2,
      receiveMode: 'derived',
      xpub: ZPUB,
      explorerTxUrl: 'https://mempool.example/tx/{tx}',
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});

afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
  await new Promise((resolve) => esplora.server.close(resolve));
});

const watcher = () =>
  new ChainWatcher({ db: h.db, network: 'bitcoin', adapter: esploraAdapter(url), clock: () => h.now.value, leaseMs: 60_000, holder: 'p' });

async function order(buyer: { token: string }, amount: string) {
  const r = await h.call('POST', 'transactions.php', { token: buyer.token, body: { cryptoToTransfer: 'BTC', amountToTransfer: amount } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return view(buyer, r.body.orderToken);
}
const view = async (buyer: { token: string }, orderToken: string) =>
  (await h.call('GET', `transactions.php?orderToken=${orderToken}`, { token: buyer.token })).body.transactions[0];

describe('Bitcoin payments through an Esplora API', () => {
  it('a payment to the BIP84 address is seen in the mempool, confirmed, and credited', async () => {
    const buyer = await h.register();
    const o = await order(buyer, '0.001');
    expect(o).toMatchObject({ address: FIRST, amount_exact: '0.001', amount_base: '100000', payment_uri: `bitcoin:${FIRST}?amount=0.001` });
    expect((await order(buyer, '0.001')).address).toBe(SECOND);
    const w = watcher();
    const tx = esplora.pay(FIRST, 100_000, 'a'.repeat(64));
    await w.runOnce();
    expect(await view(buyer, o.order_token)).toMatchObject({
      status: 'seen',
      payments: [{ tx_hash: tx.txid, output_index: 1, confirmations: 0, explorer_url: `https://mempool.example/tx/${tx.txid}` }],
    });
    esplora.mine(tx, h.now.value);
    await w.runOnce();
    expect(await view(buyer, o.order_token)).toMatchObject({ status: 'seen', payments: [{ confirmations: 1 }] });
    esplora.tip += 1;
    await w.runOnce();
    expect(await view(buyer, o.order_token)).toMatchObject({ status: 'approved', received_exact: '0.001' });
    const balance = await h.row<{ b: number }>(sql`SELECT balance_micro AS b FROM users WHERE id = ${buyer.id}`);
    expect(balance!.b).toBeGreaterThan(0);
  });

  it('an underpaid payment goes to review; one dropped from the mempool sends the order back to pending', async () => {
    const buyer = await h.register();
    const under = await order(buyer, '0.001');
    const dropped = await order(buyer, '0.001');
    const w = watcher();
    const small = esplora.pay(FIRST, 90_000, 'b'.repeat(64));
    esplora.pay(SECOND, 100_000, 'c'.repeat(64));
    await w.runOnce();
    expect((await view(buyer, dropped.order_token)).status).toBe('seen');
    esplora.txs = esplora.txs.filter((t) => t.txid !== 'c'.repeat(64)); // replaced or evicted before any block
    esplora.mine(small, h.now.value);
    esplora.tip += 1;
    await w.runOnce();
    expect(await view(buyer, under.order_token)).toMatchObject({ status: 'review', review_reason: 'underpaid', received_exact: '0.0009' });
    expect(await view(buyer, dropped.order_token)).toMatchObject({ status: 'pending', payments: [{ status: 'orphaned' }] });
  });

  it('a payment mined after the deadline of an expired order is seen and put in review as late', async () => {
    const buyer = await h.register();
    const o = await order(buyer, '0.001');
    const w = watcher();
    h.now.value = new Date(h.now.value.getTime() + 31 * 60_000);
    await w.runOnce();
    expect((await view(buyer, o.order_token)).status).toBe('expired');
    const tx = esplora.pay(FIRST, 100_000, 'd'.repeat(64));
    esplora.mine(tx, h.now.value);
    esplora.tip += 1;
    await w.runOnce();
    expect(await view(buyer, o.order_token)).toMatchObject({ status: 'review', review_reason: 'late', received_exact: '0.001' });
  });

  it('on a fixed address, one transaction named for two orders pays the first; the second goes to review', async () => {
    const admin = await h.adminToken();
    const fixed = 'bc1qfixedreceivingaddress000000000000000';
    const put = await h.call('PUT', 'cryptos.php', {
      token: admin,
      body: { currency: 'BTC', receiveMode: 'fixed', xpub: null, address: fixed },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const first = await h.register('first@example.com');
    const second = await h.register('second@example.com');
    const a = await order(first, '0.001');
    const b = await order(second, '0.001');
    expect(a.address).toBe(fixed);
    const tx = esplora.pay(fixed, 100_000, 'e'.repeat(64));
    esplora.mine(tx, h.now.value);
    esplora.tip += 1;
    for (const [who, o] of [
      [first, a],
      [second, b],
    ] as const) {
      const claim = await h.call('PATCH', 'transactions.php', { token: who.token, body: { orderToken: o.order_token, txHash: tx.txid } });
      expect(claim.status).toBe(200);
    }
    const w = watcher();
    await w.runOnce();
    await w.runOnce();
    expect((await view(first, a.order_token)).status).toBe('approved');
    expect(await view(second, b.order_token)).toMatchObject({ status: 'review', review_reason: 'reused_tx' });
  });

  it('a watcher that cannot reach its server records the error for the Overview and changes nothing', async () => {
    const buyer = await h.register();
    const o = await order(buyer, '0.001');
    const broken = new ChainWatcher({
      db: h.db,
      network: 'bitcoin',
      adapter: esploraAdapter('http://127.0.0.1:9', 500),
      clock: () => h.now.value,
      leaseMs: 60_000,
      holder: 'p',
    });
    await broken.runOnce();
    const overview = await h.call('GET', `adminOverview.php?since=${encodeURIComponent('2020-01-01T00:00:00.000Z')}`, {
      token: await h.adminToken(),
    });
    expect(overview.status).toBe(200);
    expect(overview.body.watchers).toEqual([
      expect.objectContaining({ network: 'bitcoin', configured: true, lastError: expect.stringMatching(/fetch failed|ECONNREFUSED/) }),
    ]);
    expect((await view(buyer, o.order_token)).status).toBe('pending');
  });
});

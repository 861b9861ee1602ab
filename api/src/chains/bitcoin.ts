// Bitcoin over an Esplora-compatible REST API (the API of mempool.space and blockstream.info, or
// a self-hosted electrs): per address, the transactions paying it, in the mempool or in blocks.
import type { ObservedTransfer } from '../services/payments';
import type { ChainAdapter } from './adapter';

interface EsploraTx {
  txid: string;
  vout: Array<{ scriptpubkey_address?: string; value: number }>;
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number };
}

export function esploraAdapter(baseUrl: string, timeoutMs = 10_000): ChainAdapter {
  const root = baseUrl.replace(/\/+$/, '');
  async function get(path: string): Promise<Response> {
    const response = await fetch(`${root}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok && response.status !== 404) throw new Error(`Esplora ${path} answered ${response.status}`);
    return response;
  }
  const transfersOf = (tx: EsploraTx, to?: string): ObservedTransfer[] =>
    tx.vout.flatMap((out, index) =>
      out.scriptpubkey_address && (!to || out.scriptpubkey_address.toLowerCase() === to.toLowerCase())
        ? [
            {
              txHash: tx.txid,
              outputIndex: index,
              asset: 'native',
              to: out.scriptpubkey_address.toLowerCase(),
              amountBase: BigInt(out.value),
              blockNumber: tx.status.confirmed ? tx.status.block_height! : null,
              blockHash: tx.status.confirmed ? tx.status.block_hash! : null,
              blockTime: tx.status.confirmed && tx.status.block_time ? new Date(tx.status.block_time * 1000).toISOString() : null,
            },
          ]
        : [],
    );
  return {
    mode: 'addresses',
    async tip() {
      return Number(await (await get('/blocks/tip/height')).text());
    },
    async blockHash(height) {
      const response = await get(`/block-height/${height}`);
      return response.status === 404 ? null : (await response.text()).trim();
    },
    async addressTransfers(address) {
      const response = await get(`/address/${encodeURIComponent(address)}/txs`);
      if (response.status === 404) return [];
      const txs = (await response.json()) as EsploraTx[];
      return txs.flatMap((tx) => transfersOf(tx, address));
    },
    async lookup(txHash) {
      if (!/^[0-9a-fA-F]{64}$/.test(txHash)) return [];
      const response = await get(`/tx/${txHash}`);
      if (response.status === 404) return [];
      return transfersOf((await response.json()) as EsploraTx);
    },
  };
}

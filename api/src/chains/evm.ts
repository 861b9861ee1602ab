// An EVM chain over JSON-RPC: native transfers from each block's transactions, ERC-20 transfers
// from the Transfer logs of the tokens the issuer configured on this chain. A transaction that
// reverted moved nothing, so a matched transaction counts only with a successful receipt.
import { createPublicClient, http, parseAbiItem, type Hash, type Log, type PublicClient } from 'viem';
import type { ObservedTransfer } from '../services/payments';
import type { ChainAdapter } from './adapter';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

const isoOf = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

export function evmAdapter(rpcUrl: string, timeoutMs = 10_000): ChainAdapter {
  // cacheTime 0: viem otherwise answers the block number from a cache for a few seconds
  const client: PublicClient = createPublicClient({ cacheTime: 0, transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 1 }) });

  async function succeeded(hash: Hash): Promise<boolean> {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
    return receipt?.status === 'success';
  }

  function fromLog(log: Log<bigint, number, false, typeof TRANSFER>, time: string | null): ObservedTransfer {
    return {
      txHash: log.transactionHash!,
      outputIndex: log.logIndex!,
      asset: log.address.toLowerCase(),
      to: log.args.to!.toLowerCase(),
      amountBase: log.args.value!,
      blockNumber: log.blockNumber === null ? null : Number(log.blockNumber),
      blockHash: log.blockHash,
      blockTime: time,
    };
  }

  return {
    mode: 'blocks',
    async tip() {
      return Number(await client.getBlockNumber());
    },
    async blockHash(height) {
      const block = await client.getBlock({ blockNumber: BigInt(height) }).catch(() => null);
      return block?.hash ?? null;
    },
    async scan(from, to, watch, tokens) {
      const transfers: ObservedTransfer[] = [];
      const hashes: Record<number, string> = {};
      const times = new Map<number, string>();
      for (let height = from; height <= to; height++) {
        const block = await client.getBlock({ blockNumber: BigInt(height), includeTransactions: true });
        hashes[height] = block.hash!;
        times.set(height, isoOf(block.timestamp));
        for (const tx of block.transactions) {
          if (!tx.to || tx.value === 0n || !watch.has(tx.to.toLowerCase())) continue;
          if (!(await succeeded(tx.hash))) continue;
          transfers.push({
            txHash: tx.hash,
            outputIndex: -1,
            asset: 'native',
            to: tx.to.toLowerCase(),
            amountBase: tx.value,
            blockNumber: height,
            blockHash: block.hash,
            blockTime: isoOf(block.timestamp),
          });
        }
      }
      if (tokens.size > 0) {
        const logs = await client.getLogs({
          address: [...tokens] as `0x${string}`[],
          event: TRANSFER,
          fromBlock: BigInt(from),
          toBlock: BigInt(to),
        });
        for (const log of logs) {
          if (!log.args.to || !watch.has(log.args.to.toLowerCase())) continue;
          transfers.push(fromLog(log, times.get(Number(log.blockNumber)) ?? null));
        }
      }
      return { transfers, hashes };
    },
    async lookup(txHash, tokens) {
      if (!/^0x[0-9a-fA-F]{64}$/.test(txHash)) return [];
      const tx = await client.getTransaction({ hash: txHash as Hash }).catch(() => null);
      if (!tx || tx.blockNumber === null) return [];
      const receipt = await client.getTransactionReceipt({ hash: tx.hash }).catch(() => null);
      if (receipt?.status !== 'success') return [];
      const block = await client.getBlock({ blockNumber: tx.blockNumber });
      const time = isoOf(block.timestamp);
      const out: ObservedTransfer[] = [];
      if (tx.to && tx.value > 0n)
        out.push({
          txHash: tx.hash,
          outputIndex: -1,
          asset: 'native',
          to: tx.to.toLowerCase(),
          amountBase: tx.value,
          blockNumber: Number(tx.blockNumber),
          blockHash: tx.blockHash,
          blockTime: time,
        });
      const logs = await client.getLogs({ event: TRANSFER, blockHash: tx.blockHash! });
      for (const log of logs)
        if (log.transactionHash === tx.hash && tokens.has(log.address.toLowerCase()) && log.args.to) out.push(fromLog(log, time));
      return out;
    },
  };
}

// What a watcher needs from a chain, whatever the chain. EVM chains are followed block by block
// (a block lists every transfer, whatever the number of open orders); an Esplora server is asked
// per address, which is how that API is shaped.
import type { ObservedTransfer } from '../services/payments';

export interface ChainAdapter {
  /** 'blocks': scan() every block in turn; 'addresses': ask addressTransfers() for each watched address */
  readonly mode: 'blocks' | 'addresses';
  /** the height of the chain's newest block */
  tip(): Promise<number>;
  /** the hash of the block at a height on the current chain, null above the tip */
  blockHash(height: number): Promise<string | null>;
  /** transfers to any of `watch` (lowercase addresses) in blocks from..to, and each block's hash */
  scan?(
    from: number,
    to: number,
    watch: Set<string>,
    tokens: Set<string>,
  ): Promise<{ transfers: ObservedTransfer[]; hashes: Record<number, string> }>;
  /** every transfer to one address, in the mempool or in blocks */
  addressTransfers?(address: string): Promise<ObservedTransfer[]>;
  /** the transfers of one transaction (a buyer named its hash), empty when the chain does not know it */
  lookup(txHash: string, tokens: Set<string>): Promise<ObservedTransfer[]>;
}

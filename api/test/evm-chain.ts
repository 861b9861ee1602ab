// A real EVM chain for tests: ganache in this process, on loopback, with its deterministic funded
// accounts. Every transaction is mined into its own block at once; tests mine empty blocks to add
// confirmations and use evm_snapshot / evm_revert to take blocks off the chain (a reorg).
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import ganache from 'ganache';
import { createPublicClient, createWalletClient, http, type Address, type Hash } from 'viem';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from './test-token';

export const TEST_CHAIN_ID = 1337;

/** An issuer's receiving account for tests: the xpub of m/44'/60'/0' of the 'abandon … about' mnemonic. */
export const TEST_EVM_XPUB = HDKey.fromMasterSeed(
  mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
).derive("m/44'/60'/0'").publicExtendedKey;

export interface TestChain {
  url: string;
  /** funded accounts that send the payments */
  payers: Address[];
  payNative(from: Address, to: string, wei: bigint): Promise<Hash>;
  deployToken(from: Address, supply: bigint): Promise<Address>;
  payToken(token: Address, from: Address, to: string, amount: bigint): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  /** moves the chain's clock forward (the next block's timestamp) */
  increaseTime(seconds: number): Promise<void>;
  /** the timestamp of the newest block */
  time(): Promise<Date>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  height(): Promise<number>;
  close(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const server = ganache.server({
    wallet: { deterministic: true, totalAccounts: 4 },
    chain: { chainId: TEST_CHAIN_ID },
    logging: { quiet: true },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const chain = {
    id: TEST_CHAIN_ID,
    name: 'test',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
  const reader = createPublicClient({ chain, transport: http(url) });
  const wallet = createWalletClient({ chain, transport: http(url) });
  const payers = (await wallet.getAddresses()) as Address[];
  const rpc = (method: string, params: unknown[] = []) =>
    reader.request({ method: method as never, params: params as never }) as Promise<unknown>;
  const mined = async (hash: Hash) => {
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return hash;
  };
  return {
    url,
    payers,
    payNative: async (from, to, wei) => mined(await wallet.sendTransaction({ account: from, to: to as Address, value: wei })),
    async deployToken(from, supply) {
      // ganache gives a transaction 90,000 gas unless told otherwise: too little to deploy
      const hash = await wallet.deployContract({
        account: from,
        abi: TEST_TOKEN_ABI,
        bytecode: TEST_TOKEN_BYTECODE,
        args: [supply],
        gas: 1_000_000n,
      });
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (receipt.status !== 'success') throw new Error('The test token could not be deployed.');
      return receipt.contractAddress!;
    },
    payToken: async (token, from, to, amount) =>
      mined(
        await wallet.writeContract({
          account: from,
          address: token,
          abi: TEST_TOKEN_ABI,
          functionName: 'transfer',
          args: [to as Address, amount],
          gas: 200_000n,
        }),
      ),
    async mine(blocks) {
      for (let i = 0; i < blocks; i++) await rpc('evm_mine');
    },
    async increaseTime(seconds) {
      await rpc('evm_increaseTime', [seconds]);
    },
    time: async () => new Date(Number((await reader.getBlock()).timestamp) * 1000),
    snapshot: async () => (await rpc('evm_snapshot')) as string,
    async revert(id) {
      await rpc('evm_revert', [id]);
    },
    height: async () => Number(await reader.getBlockNumber()),
    close: () => server.close(),
  };
}

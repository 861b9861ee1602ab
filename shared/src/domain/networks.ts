// The networks a currency can be paid on, and the payment URIs wallets read from a QR code.
import { formatBaseUnits } from './chain-amounts';

/** 'bitcoin', 'evm:<chainId>' or 'manual' (no watcher: an administrator approves by hand). */
export type Network = string;

const EVM = /^evm:([1-9]\d{0,15})$/;

export function isNetwork(value: string): boolean {
  return value === 'bitcoin' || value === 'manual' || EVM.test(value);
}

export function evmChainId(network: Network): number | null {
  const m = EVM.exec(network);
  return m ? Number(m[1]) : null;
}

// Chains' own names: proper names, the same in every language.
const EVM_NAMES: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  11155111: 'Sepolia',
};
const PUBLIC_TEST_CHAINS = new Set([11155111]);
const LOCAL_TEST_CHAINS = new Set([1337, 31337]);

/** What a network is, so a page can name it in its own language (useNetworkLabel of the shared package). */
export type NetworkDescription =
  | { kind: 'bitcoin' }
  | { kind: 'manual' }
  | { kind: 'evm'; chainId: number; name: string | null; test: 'public' | 'local' | null }
  | { kind: 'other'; network: string };

export function describeNetwork(network: Network): NetworkDescription {
  if (network === 'bitcoin') return { kind: 'bitcoin' };
  if (network === 'manual') return { kind: 'manual' };
  const chainId = evmChainId(network);
  if (chainId === null) return { kind: 'other', network };
  const test = PUBLIC_TEST_CHAINS.has(chainId) ? 'public' : LOCAL_TEST_CHAINS.has(chainId) ? 'local' : null;
  return { kind: 'evm', chainId, name: EVM_NAMES[chainId] ?? null, test };
}

/**
 * What a wallet opens from the QR code: BIP21 for Bitcoin (amount in BTC), EIP-681 for EVM chains
 * (value in wei; an ERC-20 payment is a call of transfer on the token contract). Null on manual
 * networks, where the QR code holds the plain address.
 */
export function paymentUri(p: {
  network: Network;
  address: string;
  amountBase: string;
  decimals: number;
  tokenContract: string | null;
}): string | null {
  if (p.network === 'bitcoin') return `bitcoin:${p.address}?amount=${formatBaseUnits(p.amountBase, p.decimals)}`;
  const chainId = evmChainId(p.network);
  if (chainId === null) return null;
  if (p.tokenContract) return `ethereum:${p.tokenContract}@${chainId}/transfer?address=${p.address}&uint256=${p.amountBase}`;
  return `ethereum:${p.address}@${chainId}?value=${p.amountBase}`;
}

/** A transaction's page on the configured explorer ('{tx}' in the template); null without one. */
export function explorerLink(template: string, txHash: string): string | null {
  return template.includes('{tx}') ? template.replace('{tx}', txHash) : null;
}

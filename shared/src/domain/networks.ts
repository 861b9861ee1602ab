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

const EVM_NAMES: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  11155111: 'Sepolia (test network)',
  1337: 'Local test chain',
  31337: 'Local test chain',
};

/** The network's name as a buyer reads it next to an address. */
export function networkLabel(network: Network): string {
  if (network === 'bitcoin') return 'Bitcoin';
  if (network === 'manual') return 'Checked by hand';
  const chainId = evmChainId(network);
  if (chainId === null) return network;
  return `${EVM_NAMES[chainId] ?? 'EVM chain'} (chain id ${chainId})`;
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

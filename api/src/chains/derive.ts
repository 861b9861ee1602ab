// Per-order receiving addresses from an extended public key the issuer enters. Only public keys
// are ever on the server: an address at index i is the public child 0/i of the account key
// (BIP84 m/84'/0'/0' for Bitcoin native SegWit, BIP44 m/44'/60'/0' for EVM chains), so the
// issuer's wallet, holding the private keys, sees the payments on the same addresses.
import { HDKey } from '@scure/bip32';
import { englishError, type ErrorCode, type ErrorParams } from '@openpresale/shared/i18n';
import { bech32 } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { getAddress, keccak256, toHex } from 'viem';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { evmChainId } from '@openpresale/shared/domain';

/** Version bytes of the extended public key formats accepted, and the Bitcoin prefix each means. */
const VERSIONS: Record<string, { public: number; private: number; hrp: 'bc' | 'tb' }> = {
  xpub: { public: 0x0488b21e, private: 0x0488ade4, hrp: 'bc' },
  zpub: { public: 0x04b24746, private: 0x04b2430c, hrp: 'bc' },
  tpub: { public: 0x043587cf, private: 0x04358394, hrp: 'tb' },
  vpub: { public: 0x045f1cf6, private: 0x045f18bc, hrp: 'tb' },
};

/** An extended public key that cannot be used, with the code of the errors catalog that says why. */
export class XpubError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(englishError(code, params));
    this.name = 'XpubError';
  }
}

function accountKey(xpub: string) {
  if (/^[xztv]prv/.test(xpub.trim())) throw new XpubError('xpub.privateKey');
  const kind = VERSIONS[xpub.trim().slice(0, 4)];
  if (!kind) throw new XpubError('xpub.wrongPrefix');
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub.trim(), { public: kind.public, private: kind.private });
  } catch {
    throw new XpubError('xpub.invalid');
  }
  if (key.privateKey) throw new XpubError('xpub.privateKey');
  return { key, hrp: kind.hrp };
}

function childPublicKey(key: HDKey, index: number): Uint8Array {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError('Derivation index out of range.');
  return key.deriveChild(0).deriveChild(index).publicKey!;
}

/** The bech32 P2WPKH address (bc1q…/tb1q…) at receive index `index`. */
export function bitcoinAddress(xpub: string, index: number): string {
  const { key, hrp } = accountKey(xpub);
  const program = ripemd160(sha256(childPublicKey(key, index)));
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** The checksummed EVM address at receive index `index`. */
export function evmAddress(xpub: string, index: number): string {
  const { key } = accountKey(xpub);
  const uncompressed = secp256k1.Point.fromBytes(childPublicKey(key, index)).toBytes(false);
  const hash = keccak256(toHex(uncompressed.slice(1)));
  return getAddress(`0x${hash.slice(-40)}`);
}

export function deriveAddress(network: string, xpub: string, index: number): string {
  if (network === 'bitcoin') return bitcoinAddress(xpub, index);
  if (evmChainId(network) !== null) return evmAddress(xpub, index);
  throw new XpubError('xpub.networkUnsupported', { network });
}

/** Checks an extended key before it is saved: it parses, is public, and gives a first address. */
export function checkXpub(network: string, xpub: string): string {
  return deriveAddress(network, xpub, 0);
}

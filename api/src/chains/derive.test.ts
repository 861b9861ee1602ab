import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { bitcoinAddress, checkXpub, evmAddress, XpubError } from './derive';

// The mnemonic every wallet documents its derivation with ('abandon' eleven times, then 'about').
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('address derivation from an extended public key', () => {
  it('gives the BIP84 test vectors (account 0 zpub from the BIP)', () => {
    const zpub = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    expect(bitcoinAddress(zpub, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(bitcoinAddress(zpub, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it("gives the well-known m/44'/60'/0'/0/i addresses of the test mnemonic", () => {
    const account = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'");
    const xpub = account.publicExtendedKey;
    expect(xpub.startsWith('xpub')).toBe(true);
    expect(evmAddress(xpub, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(evmAddress(xpub, 1)).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
  });

  it('refuses a private key and a damaged key with a message the admin can act on', () => {
    const account = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'");
    expect(() => checkXpub('evm:1', account.privateExtendedKey)).toThrow(XpubError);
    expect(() => checkXpub('evm:1', account.privateExtendedKey)).toThrow(/PUBLIC key/);
    expect(() => checkXpub('bitcoin', account.publicExtendedKey.slice(0, -3) + 'abc')).toThrow(/not valid/);
    expect(() => checkXpub('bitcoin', 'hello')).toThrow(/must start with/);
  });
});

// A currency's payment setup as the administrator changes it: checked as a whole (the network,
// token contract, receiving mode and key must fit together) before anything is written.
import type { PaymentSetup } from '@openpresale/shared/schemas';
import { checkXpub, XpubError } from '../chains/derive';
import { badRequest } from '../errors';
import type { CryptoRow } from './config-cache';

/** Bitcoin counts satoshi (8), EVM coins wei (18); a token's own decimals must be entered. */
const defaultDecimals = (network: string) => (network === 'bitcoin' ? 8 : network.startsWith('evm:') ? 18 : 6);
const defaultConfirmations = (network: string) => (network === 'bitcoin' ? 2 : network.startsWith('evm:') ? 12 : 1);

/** The columns to write for this change, or a 400 naming what does not fit. */
export function paymentSetupOf(change: PaymentSetup, row: CryptoRow | null): Partial<CryptoRow> {
  const network = change.network ?? row?.network ?? 'manual';
  // a row keeps its own figures unless its network changes; then the new network's defaults apply
  const kept = row && row.network === network ? row : null;
  const merged = {
    network,
    decimals: change.decimals ?? kept?.decimals ?? defaultDecimals(network),
    tokenContract: change.tokenContract !== undefined ? change.tokenContract : (row?.tokenContract ?? null),
    confirmations: change.confirmations ?? kept?.confirmations ?? defaultConfirmations(network),
    explorerTxUrl: change.explorerTxUrl ?? row?.explorerTxUrl ?? '',
    receiveMode: change.receiveMode ?? row?.receiveMode ?? 'fixed',
    xpub: change.xpub !== undefined ? change.xpub : (row?.xpub ?? null),
  };
  if (merged.tokenContract && !network.startsWith('evm:')) throw badRequest('currency.tokenContractEvmOnly', { field: 'tokenContract' });
  if (merged.receiveMode === 'derived') {
    if (network === 'manual') throw badRequest('currency.derivedNeedsNetwork', { field: 'network' });
    if (!merged.xpub) throw badRequest('currency.derivedNeedsXpub', { field: 'xpub' });
  }
  if (merged.xpub) {
    if (network === 'manual') throw badRequest('currency.xpubNeedsNetwork', { field: 'network' });
    try {
      checkXpub(network, merged.xpub);
    } catch (error) {
      if (error instanceof XpubError) throw badRequest(error.code, { ...error.params, field: 'xpub' });
      throw error;
    }
  }
  return merged;
}

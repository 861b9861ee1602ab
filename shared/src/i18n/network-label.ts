import { useCallback } from 'react';
import { describeNetwork, type Network } from '../domain/networks';
import type { commonEn } from './catalogs/common.en';
import { commonTranslations } from './common';
import type { Translate } from './translate';

type NetworkKey = Extract<keyof typeof commonEn, `network.${string}`>;

/** A network's name in the words of `t`: chains keep their proper names, the words around them are translated. */
export function nameNetwork(network: Network, t: Translate<NetworkKey>): string {
  const described = describeNetwork(network);
  if (described.kind === 'bitcoin') return 'Bitcoin';
  if (described.kind === 'manual') return t('network.manual');
  if (described.kind === 'other') return described.network;
  const name =
    described.test === 'local'
      ? t('network.localTestChain')
      : described.name === null
        ? t('network.evmChain')
        : described.test === 'public'
          ? t('network.testNetwork', { name: described.name })
          : described.name;
  return t('network.evm', { name, id: described.chainId });
}

/** The network's name as a buyer or an administrator reads it next to an address, in the page's language. */
export function useNetworkLabel(): (network: Network) => string {
  const t = commonTranslations.useT();
  return useCallback((network: Network) => nameNetwork(network, t), [t]);
}

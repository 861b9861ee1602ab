import type { HeldRate } from '@openpresale/shared/schemas';
import { useHost } from '@openpresale/shared';
import { cryptosQuery, queryKeys } from '@openpresale/shared/queries';
import type { Crypto } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type { Crypto };

export function useCryptos() {
  return useQuery({ ...cryptosQuery(useHost().api), staleTime: 0 });
}

/** After a write: reload the admin list and drop what other parts of the page cached. */
export function useRefreshCryptos() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.cryptos });
  }, [queryClient]);
}

export interface CryptoInput {
  currency: string;
  fullName: string;
  rate: number;
  address: string;
  priceId?: string;
}

export interface RatesAnswer {
  currencies: Crypto[];
  updated?: string[];
  missing?: string[];
  held?: HeldRate[];
}

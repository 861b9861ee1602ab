import type { Crypto } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAdminApi } from '../../../lib/admin-api';

export type { Crypto };

export const cryptosKey = ['admin', 'cryptos'] as const;

export function useCryptos() {
  const api = useAdminApi();
  return useQuery({
    queryKey: cryptosKey,
    queryFn: async () => (await api.get<{ data: Crypto[] }>('cryptos.php')).data,
  });
}

/** After a write: reload the admin list and drop what other parts of the page cached. */
export function useRefreshCryptos() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cryptosKey }),
      queryClient.invalidateQueries({ queryKey: ['cryptos'] }),
    ]);
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
}

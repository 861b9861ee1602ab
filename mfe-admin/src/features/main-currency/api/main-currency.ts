import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAdminApi } from '../../../lib/admin-api';

export const mainCurrencyKey = ['admin', 'mainCurrency'] as const;

/** Dollars per token (SPEC §4 main currency, id 1). */
export function useMainCurrency() {
  const api = useAdminApi();
  return useQuery({
    queryKey: mainCurrencyKey,
    queryFn: async () => {
      const answer = await api.get<{ data: { id: number; value: number }[] }>('mainCurrency.php');
      return answer.data.find((row) => row.id === 1)?.value ?? answer.data[0]?.value ?? null;
    },
  });
}

export function useRefreshMainCurrency() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: mainCurrencyKey }),
      queryClient.invalidateQueries({ queryKey: ['mainCurrency'] }),
      // The public price and every rate-derived figure hang off the main value.
      queryClient.invalidateQueries({ queryKey: ['settings'] }),
    ]);
  }, [queryClient]);
}

/** The dollar display of SPEC §3/§9: '$' and 2 decimals, e.g. '$4.50'. */
export function formatDollars(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** SPEC §6: digits with an optional decimal point, greater than zero. */
export function isValidMainValue(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) && Number(trimmed) > 0;
}

import { useHost } from '@openpresale/shared';
import { mainCurrencyQuery, queryKeys } from '@openpresale/shared/queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Dollars per token (SPEC §4 main currency, id 1). */
export function useMainCurrency() {
  return useQuery({ ...mainCurrencyQuery(useHost().api), staleTime: 0 });
}

export function useRefreshMainCurrency() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.mainCurrency }),
      // The public price and every rate-derived figure hang off the main value.
      queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
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

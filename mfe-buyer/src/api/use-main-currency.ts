import { useHost } from '@openpresale/shared';
import { mainCurrencyQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

/** Dollars per token. */
export function useMainCurrency() {
  return useQuery(mainCurrencyQuery(useHost().api));
}

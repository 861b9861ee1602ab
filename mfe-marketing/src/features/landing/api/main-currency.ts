import { useHost } from '@openpresale/shared';
import { mainCurrencyQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

/** Dollars per token, as the issuer set it (SPEC §3 '1.00 {TOKEN} = ${price}'). */
export function useTokenPrice() {
  return useQuery(mainCurrencyQuery(useHost().api));
}

import { useHost } from '@openpresale/shared';
import { cryptosQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

/** The currencies configured in the admin area: payment methods and the footer's logo row. */
export function useCurrencies() {
  return useQuery(cryptosQuery(useHost().api));
}

import type { Crypto } from '@openpresale/shared/schemas';
import { useHost } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';

/** The currencies configured in the admin area: payment methods and the footer's logo row. */
export function useCurrencies() {
  const { api } = useHost();
  return useQuery({
    queryKey: ['cryptos'],
    queryFn: () => api.get<{ data: Crypto[] }>('cryptos.php'),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

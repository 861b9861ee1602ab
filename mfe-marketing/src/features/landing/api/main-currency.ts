import { useHost } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';

interface MainCurrencyAnswer {
  data: { id: number; value: number }[];
}

/** Dollars per token, as the issuer set it (SPEC §3 '1.00 {TOKEN} = ${price}'). */
export function useTokenPrice() {
  const { api } = useHost();
  return useQuery({
    queryKey: ['mainCurrency'],
    queryFn: () => api.get<MainCurrencyAnswer>('mainCurrency.php'),
    select: (answer) => answer.data[0]?.value ?? null,
    staleTime: 60_000,
  });
}

import { useHost } from '@openpresale/shared';
import { mainCurrencyResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from './parse';

/** Dollars per token. Same key as the landing page, so a visit there warms this cache. */
export function useMainCurrency() {
  const host = useHost();
  return useQuery({
    queryKey: ['mainCurrency'],
    queryFn: () => host.api.get('mainCurrency.php'),
    select: (payload: unknown) => parseAnswer(mainCurrencyResponseSchema, payload, 'mainCurrency.php').data[0]?.value ?? null,
  });
}

import { useHost } from '@openpresale/shared';
import { cryptosResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from './parse';

export function useCryptos() {
  const host = useHost();
  return useQuery({
    queryKey: ['cryptos'],
    queryFn: async () => parseAnswer(cryptosResponseSchema, await host.api.get('cryptos.php'), 'cryptos.php').data,
  });
}

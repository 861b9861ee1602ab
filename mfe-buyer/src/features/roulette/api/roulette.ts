import { useHost } from '@openpresale/shared';
import { rouletteResponseSchema, spinResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../api/parse';

export function useRoulette() {
  const host = useHost();
  return useQuery({
    queryKey: ['roulette', host.session.userToken],
    queryFn: async () => parseAnswer(rouletteResponseSchema, await host.api.get('roulette.php', { auth: 'user' }), 'roulette.php'),
  });
}

export function useSpinRequest() {
  const host = useHost();
  return async () => parseAnswer(spinResponseSchema, await host.api.post('roulette.php', { auth: 'user', body: {} }), 'roulette.php');
}

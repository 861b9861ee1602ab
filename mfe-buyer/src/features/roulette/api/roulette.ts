import { useHost } from '@openpresale/shared';
import { parseAnswer, rouletteQuery } from '@openpresale/shared/queries';
import { spinResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';

export function useRoulette() {
  const host = useHost();
  return useQuery(rouletteQuery(host.api, host.session.userToken));
}

export function useSpinRequest() {
  const host = useHost();
  return async () => parseAnswer(spinResponseSchema, await host.api.post('roulette.php', { auth: 'user', body: {} }), 'roulette.php');
}

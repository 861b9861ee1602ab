import { useHost } from '@openpresale/shared';
import { parseAnswer, queryKeys, rouletteQuery } from '@openpresale/shared/queries';
import { spinResponseSchema } from '@openpresale/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useRoulette() {
  const host = useHost();
  return useQuery(rouletteQuery(host.api, host.session.userToken));
}

/**
 * The server draws the prize. The page refreshes the allowance, the winnings and the balance only
 * once the strip has stopped, so the lists do not give the prize away during the animation.
 */
export function useSpin() {
  const host = useHost();
  return useMutation({
    mutationFn: async () =>
      parseAnswer(spinResponseSchema, await host.api.post('roulette.php', { auth: 'user', body: {} }), 'roulette.php'),
  });
}

/** After a spin: the allowance, the winnings and (for a token prize) the balance changed. */
export function useRefreshAfterSpin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roulette }),
      queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    ]);
}

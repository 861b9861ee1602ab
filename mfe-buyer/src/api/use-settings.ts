import { useHost } from '@openpresale/shared';
import { settingsResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from './parse';

/**
 * GET settings.php. The shell reads the same key for the token name; its cached value is a raw
 * answer, so the parse runs in `select` and both readers stay compatible.
 */
export function useSettings() {
  const host = useHost();
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => host.api.get('settings.php'),
    select: (payload: unknown) => parseAnswer(settingsResponseSchema, payload, 'settings.php'),
    staleTime: 60_000,
  });
}

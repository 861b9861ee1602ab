import { useHost } from '@openpresale/shared';
import { userResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from './parse';

/** The signed-in buyer. Key ['me', token] is the one the shell's guard uses, so they share a cache. */
export function meQueryKey(token: string | null) {
  return ['me', token] as const;
}

export function useMe() {
  const host = useHost();
  return useQuery({
    queryKey: meQueryKey(host.session.userToken),
    // The guard stores the raw answer under the same key; parse in `select` so both agree on the shape.
    queryFn: () => host.api.get('users.php', { auth: 'user' }),
    select: (payload: unknown) => parseAnswer(userResponseSchema, payload, 'users.php').user,
    enabled: host.session.userToken !== null,
  });
}

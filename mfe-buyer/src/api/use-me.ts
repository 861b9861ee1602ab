import { useHost } from '@openpresale/shared';
import { meQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

/** The signed-in buyer; the shell's guard reads the same cache entry. */
export function useMe() {
  const host = useHost();
  return useQuery(meQuery(host.api, host.session.userToken));
}

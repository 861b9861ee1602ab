import { useHost } from '@openpresale/shared';
import { cryptosQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

export function useCryptos() {
  return useQuery(cryptosQuery(useHost().api));
}

import { useHost } from '@openpresale/shared';
import { settingsQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

export function useSettings() {
  return useQuery(settingsQuery(useHost().api));
}

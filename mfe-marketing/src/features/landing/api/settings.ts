import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useHost } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';

// Same key and payload as the shell's title query, so a page load fetches settings.php once.
export function useSettings() {
  const { api } = useHost();
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get<SettingsResponse>('settings.php'),
    staleTime: 60_000,
  });
}

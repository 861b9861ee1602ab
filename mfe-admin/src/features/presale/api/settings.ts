import { useHost } from '@openpresale/shared';
import type { SettingsResponse } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';

/** GET settings.php under the key the shell uses, so the page loads the settings once. */
export function useSettings() {
  const host = useHost();
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => host.api.get<SettingsResponse>('settings.php'),
    staleTime: 60_000,
  });
}

/** The admin tables' time zone (SPEC §2, default UTC+3). */
export function useAdminTimeZone(): string {
  return useSettings().data?.settings.adminTimeZone ?? 'UTC+3';
}

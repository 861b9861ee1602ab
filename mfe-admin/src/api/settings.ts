import { useHost } from '@openpresale/shared';
import { settingsQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

export function useSettings() {
  return useQuery(settingsQuery(useHost().api));
}

/** The admin tables' time zone (SPEC §2, default UTC+3). */
export function useAdminTimeZone(): string {
  return useSettings().data?.settings.adminTimeZone ?? 'UTC+3';
}

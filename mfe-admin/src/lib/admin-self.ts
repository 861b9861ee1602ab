import { useHost } from '@openpresale/shared';
import { roleCan, type Permission } from '@openpresale/shared/permissions';
import { adminSessionQuery } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';

/** The signed-in administrator (role, second factor, what must be done first), from the guard's own check. */
export function useAdminSelf(): AdminSelf | undefined {
  const host = useHost();
  return useQuery(adminSessionQuery(host.api, host.session.adminToken)).data;
}

/**
 * Whether the signed-in administrator's role has `permission` (the map the API enforces): screens
 * and buttons a role may not use are not shown. False until the role is known.
 */
export function useCan(permission: Permission): boolean {
  const self = useAdminSelf();
  return roleCan(self?.role, permission);
}

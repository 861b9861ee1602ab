import { parseAnswer } from '@openpresale/shared/queries';
import { adminUserDetailResponseSchema } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersKey } from '../../../api/admin-keys';
import { useAdminApi } from '../../../lib/admin-api';

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  balance: number;
  bonusTokens: number;
  prizes: { name: string; type: string; image: string }[];
  level: string;
  created_at: string;
}

export interface UserList {
  users: AdminUserRow[];
  total: number;
  withPrizes: number;
}

/** Server-side page of users, newest first, optionally filtered by e-mail (SPEC §3). */
export function useUserList(page: number, pageSize: number, email: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...usersKey, page, pageSize, email],
    queryFn: () => api.get<UserList>('users.php', { query: { list: 1, page, pageSize, email: email || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** One buyer with ledger, withdrawals and prizes (GET adminUser.php); their orders come from the transactions list. */
export function useUserDetail(id: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...usersKey, 'detail', id],
    queryFn: async ({ signal }) =>
      parseAnswer(adminUserDetailResponseSchema, await api.get('adminUser.php', { query: { id }, signal }), 'adminUser.php'),
    enabled: Number.isInteger(id) && id > 0,
  });
}

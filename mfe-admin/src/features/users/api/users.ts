import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const usersKey = ['admin', 'users'] as const;

/** Server-side page of users, newest first, optionally filtered by e-mail (SPEC §3). */
export function useUserList(page: number, pageSize: number, email: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...usersKey, page, pageSize, email],
    queryFn: () => api.get<UserList>('users.php', { query: { list: 1, page, pageSize, email: email || undefined } }),
    placeholderData: keepPreviousData,
  });
}

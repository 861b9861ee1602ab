import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withdrawalsKey } from '../../../api/admin-keys';
import { useAdminApi } from '../../../lib/admin-api';

export interface Withdrawal {
  id: number;
  user_id: number;
  email: string;
  amount: number;
  address: string;
  status: 'requested' | 'sent' | 'rejected';
  tx_hash: string | null;
  created_at: string;
  updated_at: string;
}

export function useWithdrawals(page: number, pageSize: number, status?: Withdrawal['status']) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...withdrawalsKey, page, pageSize, status ?? 'all'],
    queryFn: () => api.get<{ withdrawals: Withdrawal[]; total?: number }>('withdrawals.php', { query: { page, pageSize, status } }),
    placeholderData: keepPreviousData,
  });
}

import { useHost } from '@openpresale/shared';
import { myWithdrawalsQuery, queryKeys } from '@openpresale/shared/queries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useMyWithdrawals(enabled: boolean) {
  const host = useHost();
  const query = myWithdrawalsQuery(host.api, host.session.userToken);
  return useQuery({ ...query, enabled: enabled && query.enabled });
}

export function useRequestWithdrawal() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => host.api.post('withdrawals.php', { auth: 'user', body: { amount } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myWithdrawals });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

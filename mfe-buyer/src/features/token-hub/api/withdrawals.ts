import { useHost } from '@openpresale/shared';
import { withdrawalsResponseSchema } from '@openpresale/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../api/parse';

export function useMyWithdrawals(enabled: boolean) {
  const host = useHost();
  return useQuery({
    queryKey: ['my-withdrawals', host.session.userToken],
    enabled,
    queryFn: async () => parseAnswer(withdrawalsResponseSchema, await host.api.get('withdrawals.php', { auth: 'user' }), 'withdrawals.php').withdrawals,
  });
}

export function useRequestWithdrawal() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => host.api.post('withdrawals.php', { auth: 'user', body: { amount } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-withdrawals'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

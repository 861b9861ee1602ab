import { useHost } from '@openpresale/shared';
import { myWithdrawalsQuery, queryKeys } from '@openpresale/shared/queries';
import type { withdrawalSchema } from '@openpresale/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type Withdrawal = z.output<typeof withdrawalSchema>;

/** The buyer's own delivery requests, newest first. */
export function useMyWithdrawals() {
  const host = useHost();
  return useQuery(myWithdrawalsQuery(host.api, host.session.userToken));
}

export function useRequestWithdrawal() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => host.api.post('withdrawals.php', { auth: 'user', body: { amount } }),
    // The request takes the tokens off the balance at once: the hub's balance, its overview and
    // its history all read these two entries.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myWithdrawals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}

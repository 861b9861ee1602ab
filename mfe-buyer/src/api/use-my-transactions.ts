import { useHost } from '@openpresale/shared';
import { transactionsResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from './parse';

/** The caller's own orders only (GET transactions.php?mine=1), never the whole list. */
export function useMyTransactions() {
  const host = useHost();
  return useQuery({
    queryKey: ['my-transactions', host.session.userToken],
    queryFn: async () =>
      parseAnswer(transactionsResponseSchema, await host.api.get('transactions.php', { auth: 'user', query: { mine: 1 } }), 'transactions.php')
        .transactions,
  });
}

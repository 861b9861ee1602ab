import { useHost } from '@openpresale/shared';
import { transactionsResponseSchema, type Transaction } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../api/parse';

/** SPEC §9: the transaction page polls every 5 s while the order is pending. */
export const ORDER_POLL_MS = 5000;

export class OrderNotFoundError extends Error {
  constructor() {
    super("Transaction doesn't exist");
  }
}

export function useOrder(orderToken: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['order', orderToken],
    enabled: orderToken !== null,
    queryFn: async (): Promise<Transaction> => {
      let answer: unknown;
      try {
        answer = await host.api.get('transactions.php', { auth: 'user', query: { orderToken } });
      } catch (error) {
        // Someone else's order is answered like an unknown one: both mean "not yours to see".
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 403) throw new OrderNotFoundError();
        throw error;
      }
      const order = parseAnswer(transactionsResponseSchema, answer, 'transactions.php').transactions[0];
      if (!order) throw new OrderNotFoundError();
      return order;
    },
    retry: (count, error) => !(error instanceof OrderNotFoundError) && count < 1,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    // Polling must continue while the buyer waits in another tab for their wallet app.
    refetchIntervalInBackground: true,
  });
}

import { useHost } from '@openpresale/shared';
import { OrderNotFoundError, orderQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

export { OrderNotFoundError };

/** SPEC §9: the transaction page polls every 5 s while the order is pending. */
export const ORDER_POLL_MS = 5000;

export function useOrder(orderToken: string | null) {
  const host = useHost();
  return useQuery({
    ...orderQuery(host.api, orderToken),
    retry: (count, error) => !(error instanceof OrderNotFoundError) && count < 1,
    // while a payment may still move the order: waiting, seen on the chain, or in review
    refetchInterval: (query) => (['pending', 'seen', 'review'].includes(query.state.data?.status ?? '') ? ORDER_POLL_MS : false),
    // Polling must continue while the buyer waits in another tab for their wallet app.
    refetchIntervalInBackground: true,
  });
}

import { parseAnswer } from '@openpresale/shared/queries';
import { reviewQueueResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../lib/admin-api';
import { transactionsKey } from './transactions';

/** Under the transactions' prefix: resolving a review refreshes the lists and counts as well. */
export const reviewKey = [...transactionsKey, 'review'] as const;

export function useReviewQueue() {
  const api = useAdminApi();
  return useQuery({
    queryKey: reviewKey,
    queryFn: async ({ signal }) => parseAnswer(reviewQueueResponseSchema, await api.get('payments.php', { signal }), 'payments.php'),
    refetchInterval: 30_000,
  });
}

import { parseAnswer } from '@openpresale/shared/queries';
import { adminOverviewResponseSchema } from '@openpresale/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../lib/admin-api';
import { startOfDayInZone } from '../lib/time-zone';
import { usersKey, withdrawalsKey } from './admin-keys';
import { transactionsKey } from './transactions';

/** Prefix of the Overview's own endpoint; the rates refresh and approvals invalidate it. */
export const overviewKey = ['admin', 'overview'] as const;

/** Same rhythm as the transactions list: a new order shows up on the Overview without a reload. */
export const OVERVIEW_REFRESH_MS = 30_000;

interface CountAnswer {
  total?: number;
}

/**
 * A count from a list endpoint asked for one row: its `total` is the figure. The keys sit under
 * the list's own prefix, so whatever refreshes the list (an approval, a processed withdrawal,
 * a credit) refreshes the count too.
 */
function useListCount(queryKey: readonly unknown[], path: string, query: Record<string, string | number>, enabled = true) {
  const api = useAdminApi();
  return useQuery({
    enabled,
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await api.get<CountAnswer>(path, { query: { ...query, page: 1, pageSize: 1 }, signal });
      if (typeof answer.total !== 'number') throw new Error(`The server did not count the ${path} list.`);
      return answer.total;
    },
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

export const usePendingOrdersCount = () =>
  useListCount([...transactionsKey, 'count', 'pending'], 'transactions.php', { status: 'pending' });

/** Only asked for when the role may read withdrawals (support may not). */
export const usePendingWithdrawalsCount = (enabled = true) =>
  useListCount([...withdrawalsKey, 'count', 'requested'], 'withdrawals.php', { status: 'requested' }, enabled);

export const useBuyersCount = () => useListCount([...usersKey, 'count'], 'users.php', { list: 1 });

/**
 * Sales since the start of today in the admin time zone, and when the rates were last refreshed.
 * The day's start is worked out at each fetch, so the figure rolls over at midnight by itself.
 */
export function useOverviewFigures(zone: string | undefined) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...overviewKey, zone],
    // without the settings the day's start is unknown: asking with a guessed zone would show a wrong figure
    enabled: zone !== undefined,
    queryFn: async ({ signal }) => {
      const since = startOfDayInZone(new Date(), zone ?? 'UTC').toISOString();
      const answer = await api.get('adminOverview.php', { query: { since }, signal });
      return parseAnswer(adminOverviewResponseSchema, answer, 'adminOverview.php');
    },
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

import type { Transaction, TransactionStatus } from '@openpresale/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminApi, type AdminApi } from '../lib/admin-api';

export type { Transaction };

export interface TransactionFilter {
  status?: TransactionStatus;
  email?: string;
  /** e.g. 'created_at:desc' */
  sort?: string;
}

export const transactionsKey = ['admin', 'transactions'] as const;

/** SPEC §3/§9: refreshed every 30 s so new orders appear without reloading. */
export const TRANSACTIONS_REFRESH_MS = 30_000;

export function useTransactions(page: number, pageSize: number, filter: TransactionFilter) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...transactionsKey, page, pageSize, filter],
    queryFn: () =>
      api.get<{ transactions: Transaction[]; total?: number }>('transactions.php', {
        query: { page, pageSize, sort: filter.sort, status: filter.status, email: filter.email },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: TRANSACTIONS_REFRESH_MS,
  });
}

/** Every row of a filter, page by page (the API caps pageSize at 100), for the CSV export. */
export async function fetchAllTransactions(api: AdminApi, filter: TransactionFilter): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; page <= 10_000; page += 1) {
    const answer = await api.get<{ transactions: Transaction[]; total?: number }>('transactions.php', {
      // the first page says it starts an export, which the server audits
      query: { page, pageSize: 100, sort: filter.sort, status: filter.status, email: filter.email, export: page === 1 ? '1' : undefined },
    });
    rows.push(...answer.transactions);
    const total = answer.total ?? rows.length;
    if (answer.transactions.length < 100 || rows.length >= total) break;
  }
  return rows;
}

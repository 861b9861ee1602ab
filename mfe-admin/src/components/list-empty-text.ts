import { errorMessage } from '../lib/admin-api';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * What an admin table shows in place of rows: that its list is loading, why it failed, or that
 * it is empty. Every list screen says it the same way.
 */
export function listEmptyText(query: ListQuery, loading: string, empty: string): string {
  if (query.isPending) return loading;
  if (query.isError) return `Error: ${errorMessage(query.error)}`;
  return empty;
}

import { useCallback } from 'react';
import { useT } from '../i18n';
import { useAdminErrorMessage } from '../lib/admin-api';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * What an admin table shows in place of rows, in the page's language: that its list is loading, why
 * it failed, or that it is empty. Every list screen says it the same way; the caller passes its
 * translated loading and empty texts.
 */
export function useListEmptyText(): (query: ListQuery, loading: string, empty: string) => string {
  const t = useT();
  const describe = useAdminErrorMessage();
  return useCallback(
    (query: ListQuery, loading: string, empty: string) => {
      if (query.isPending) return loading;
      if (query.isError) return t('common.error', { message: describe(query.error) });
      return empty;
    },
    [t, describe],
  );
}

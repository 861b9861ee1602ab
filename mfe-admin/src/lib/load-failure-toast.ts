import { ApiRequestError, useErrorMessage, useHost } from '@openpresale/shared';
import { useEffect } from 'react';

/**
 * Tells once, as a toast titled `title`, that a list could not be loaded: with the server's words
 * when it answered, without a description when the request never arrived.
 */
export function useLoadFailureToast(query: { isError: boolean; error: unknown }, title: string): void {
  const { notify } = useHost();
  const describe = useErrorMessage();
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    const description = error instanceof ApiRequestError && error.status !== 0 ? describe(error) : undefined;
    notify({ kind: 'error', title, description });
  }, [isError, error, notify, title, describe]);
}

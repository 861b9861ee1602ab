import { ApiRequestError, useErrorMessage } from '@openpresale/shared';
import { useCallback } from 'react';
import { useT } from '../../../i18n';
import { isMissingFields, type AuthAttempt } from '../api/auth-requests';

/**
 * SPEC §8, in the page's language: the server's own message when it sent one (its code read from
 * the errors catalog); the generic failure text when it answered without one; the network text when
 * the request never got an answer.
 */
export function useAuthError(): (error: unknown, attempt: AuthAttempt) => string {
  const t = useT();
  const describe = useErrorMessage();
  return useCallback(
    (error, attempt) => {
      const texts = { failed: t(`auth.error.${attempt}.failed`), network: t(`auth.error.${attempt}.network`) };
      if (isMissingFields(error)) return texts.failed;
      if (!(error instanceof ApiRequestError)) return texts.network;
      return describe(error, texts);
    },
    [t, describe],
  );
}

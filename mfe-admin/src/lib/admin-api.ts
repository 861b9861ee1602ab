import { ApiRequestError, useErrorMessage, useHost, type RequestOptions } from '@openpresale/shared';
import { useCallback, useMemo } from 'react';
import { useT } from '../i18n';

type AdminOptions = Omit<RequestOptions, 'auth'>;

export interface AdminApi {
  get<T>(path: string, options?: AdminOptions): Promise<T>;
  post<T>(path: string, options?: AdminOptions): Promise<T>;
  put<T>(path: string, options?: AdminOptions): Promise<T>;
  delete<T>(path: string, options?: AdminOptions): Promise<T>;
}

/**
 * The host's API client with the admin session attached. A 401 means the session ended (expired,
 * or replaced by a password change elsewhere): clearing the stored token makes the shell's guard
 * send the browser to /admin, as SPEC §3 asks, instead of leaving a page of failing requests.
 */
export function useAdminApi(): AdminApi {
  const host = useHost();
  const { api, signOutAdmin } = host;
  return useMemo(() => {
    const call =
      (method: 'get' | 'post' | 'put' | 'delete') =>
      async <T>(path: string, options: AdminOptions = {}): Promise<T> => {
        try {
          return await api[method]<T>(path, { ...options, auth: 'admin' });
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 401) signOutAdmin();
          throw error;
        }
      };
    return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') };
  }, [api, signOutAdmin]);
}

/**
 * The site's failure text in the page's language (an answer's code read from the errors catalog),
 * with the admin's words for a request that never got an answer (SPEC §8: 'An error occurred').
 */
export function useAdminErrorMessage(): (error: unknown) => string {
  const describe = useErrorMessage();
  const t = useT();
  const network = t('common.networkError');
  return useCallback((error: unknown) => describe(error, { network }), [describe, network]);
}

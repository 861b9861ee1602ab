import { commonTranslations, errorTranslations, formatters, type HostServices, type Locale } from '@openpresale/shared';
import type { AdminRole } from '@openpresale/shared/permissions';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { fakeHost, renderWithHost as renderInHost, testQueryClient } from '@openpresale/shared/testing';
import { App as AntApp } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { translations } from '../i18n';

/**
 * Loads a language's catalogs (the admin's, the shared texts and the error codes) before a test
 * renders in it: a page in a language whose catalog is still downloading shows nothing yet.
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  await Promise.all([translations.load(locale), commonTranslations.load(locale), errorTranslations.load(locale)]);
}

type ApiMock = { [K in 'get' | 'post' | 'put' | 'delete']: ReturnType<typeof vi.fn> };

/**
 * Renders a screen inside recorded host services (the site's one test harness), with an API whose
 * methods are vitest mocks, so a test sees exactly what the screen calls and notifies. The page is
 * English unless `locale` says otherwise; another language's catalog loads lazily, so a test awaits
 * its texts (the Suspense boundary stands for the shell's).
 */
export function renderWithHost(
  ui: ReactNode,
  {
    path = '/admin/dashboard',
    adminToken = 'admin-token' as string | null,
    arrange,
    role = 'owner',
    locale = 'en',
  }: { path?: string; adminToken?: string | null; arrange?: (api: ApiMock) => void; role?: AdminRole; locale?: Locale } = {},
) {
  const api: ApiMock = {
    get: vi.fn(async () => ({ status: 'success' })),
    post: vi.fn(async () => ({ status: 'success' })),
    put: vi.fn(async () => ({ status: 'success' })),
    delete: vi.fn(async () => ({ status: 'success' })),
  };
  // Answers are arranged before the first render: queries start while mounting.
  arrange?.(api);
  const host = fakeHost({
    session: { userToken: null, userEmail: null, adminToken },
    notify: vi.fn(),
    api: api as unknown as HostServices['api'],
    i18n: { locale, setLocale: vi.fn(), format: formatters(locale) },
  });
  const queryClient = testQueryClient();
  // the shell's guard has checked the session before any screen shows: its answer is in the cache
  queryClient.setQueryData(queryKeys.adminSession(adminToken), {
    id: 1,
    login: role,
    role,
    twoFactor: false,
    mustChangePassword: false,
    mustEnrolTwoFactor: false,
  } satisfies AdminSelf);
  const result = renderInHost(
    <Suspense fallback={null}>
      <AntApp>{ui}</AntApp>
    </Suspense>,
    { path, host, queryClient },
  );
  return { ...result, host, api };
}

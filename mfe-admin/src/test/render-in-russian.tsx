import { errorTranslations, formatters, type HostServices } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { fakeHost, renderWithHost, testQueryClient } from '@openpresale/shared/testing';
import { App as AntApp } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { translations } from '../i18n';

/** Loads the Russian catalogs a screen reads, so a test does not wait for their chunks to arrive. */
export async function loadRussian() {
  await Promise.all([translations.load('ru'), errorTranslations.load('ru')]);
}

type ApiMock = { [K in 'get' | 'post' | 'put' | 'delete']: ReturnType<typeof vi.fn> };

/**
 * Renders a screen as a Russian-speaking owner sees it: the host's locale is Russian, so the
 * admin catalog's Russian chunk is read (load it first with loadRussian(), or find texts with
 * findBy… while it arrives). The API's methods are vitest mocks, arranged before the first render.
 */
export function renderInRussian(
  ui: ReactNode,
  { path = '/admin/dashboard', arrange }: { path?: string; arrange?: (api: ApiMock) => void } = {},
) {
  const api: ApiMock = {
    get: vi.fn(async () => ({ status: 'success' })),
    post: vi.fn(async () => ({ status: 'success' })),
    put: vi.fn(async () => ({ status: 'success' })),
    delete: vi.fn(async () => ({ status: 'success' })),
  };
  arrange?.(api);
  const host = fakeHost({
    session: { userToken: null, userEmail: null, adminToken: 'admin-token' },
    notify: vi.fn(),
    api: api as unknown as HostServices['api'],
    i18n: { locale: 'ru', setLocale: vi.fn(), format: formatters('ru') },
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.adminSession('admin-token'), {
    id: 1,
    login: 'owner',
    role: 'owner',
    twoFactor: false,
    mustChangePassword: false,
    mustEnrolTwoFactor: false,
  } satisfies AdminSelf);
  const result = renderWithHost(
    <AntApp>
      <Suspense fallback={null}>{ui}</Suspense>
    </AntApp>,
    { path, host, queryClient },
  );
  return { ...result, host, api };
}

import type { HostServices } from '@openpresale/shared';
import type { AdminRole } from '@openpresale/shared/permissions';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { fakeHost, renderWithHost as renderInHost, testQueryClient } from '@openpresale/shared/testing';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

type ApiMock = { [K in 'get' | 'post' | 'put' | 'delete']: ReturnType<typeof vi.fn> };

/**
 * Renders a screen inside recorded host services (the site's one test harness), with an API whose
 * methods are vitest mocks, so a test sees exactly what the screen calls and notifies.
 */
export function renderWithHost(
  ui: ReactNode,
  {
    path = '/admin/dashboard',
    adminToken = 'admin-token' as string | null,
    arrange,
    role = 'owner',
  }: { path?: string; adminToken?: string | null; arrange?: (api: ApiMock) => void; role?: AdminRole } = {},
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
  const result = renderInHost(<AntApp>{ui}</AntApp>, { path, host, queryClient });
  return { ...result, host, api };
}

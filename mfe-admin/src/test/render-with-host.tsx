import { HostContext, type HostServices } from '@openpresale/shared';
import type { AdminRole } from '@openpresale/shared/permissions';
import { queryKeys } from '@openpresale/shared/queries';
import type { AdminSelf } from '@openpresale/shared/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

type ApiMock = { [K in 'get' | 'post' | 'put' | 'delete']: ReturnType<typeof vi.fn> };

/** Renders a screen inside fake host services, so a test sees exactly what it calls and notifies. */
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
  const host = {
    session: { userToken: null, userEmail: null, adminToken },
    signInUser: vi.fn(),
    signOutUser: vi.fn(),
    signInAdmin: vi.fn(),
    signOutAdmin: vi.fn(),
    notify: vi.fn(),
    sidebar: { open: true, setOpen: vi.fn(), toggle: vi.fn() },
    setTitle: vi.fn(),
    api: api as unknown as HostServices['api'],
    instanceId: 'test',
  } satisfies HostServices;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the shell's guard has checked the session before any screen shows: its answer is in the cache
  queryClient.setQueryData(queryKeys.adminSession(adminToken), {
    id: 1,
    login: role,
    role,
    twoFactor: false,
    mustChangePassword: false,
    mustEnrolTwoFactor: false,
  } satisfies AdminSelf);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <HostContext.Provider value={host}>
          <AntApp>{ui}</AntApp>
        </HostContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, host, api, queryClient };
}

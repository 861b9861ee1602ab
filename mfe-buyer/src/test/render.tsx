// Test harness: the host contract with a scripted API, a fresh QueryClient and a memory router,
// so components run exactly as inside the shell but against answers the test chooses.
import { ApiRequestError, HostContext, type ApiClient, type HostServices, type RequestOptions, type Toast } from '@openpresale/shared';
import { DEFAULT_LEVELS } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS } from '@openpresale/shared/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

export type Handler = (options: RequestOptions | undefined) => unknown;
export interface ApiCall {
  method: string;
  path: string;
  options?: RequestOptions;
}

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const request = (method: string) => async (path: string, options?: RequestOptions) => {
    calls.push({ method, path, options });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new ApiRequestError(`No handler for ${method} ${path}`, 404, null);
    const answer = await handler(options);
    return answer as never;
  };
  const api: ApiClient = { get: request('GET'), post: request('POST'), put: request('PUT'), delete: request('DELETE') };
  return { api, calls };
}

export const settingsAnswer = {
  status: 'success',
  settings: { ...DEFAULT_SETTINGS },
  levels: DEFAULT_LEVELS.map((l) => ({ ...l })),
  presale: { raised: 0, sold: 0, progress: 0 },
};

export function userAnswer(overrides: Record<string, unknown> = {}) {
  return {
    status: 'success',
    user: {
      id: 1,
      name: 'Test Buyer',
      email: 'buyer@example.com',
      phone_number: null,
      payout_address: null,
      balance: 0,
      bonusTokens: 0,
      purchased: 0,
      created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
      prizes: [],
      level: 'Bronze',
      email_verified: true,
      ...overrides,
    },
  };
}

export function currency(code: string, fullName: string, rate: number, address = `addr-${code.toLowerCase()}-12345`) {
  return { id: code.length + rate, currency: code, fullName, rate, address, priceId: fullName.toLowerCase() };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithHost(ui: ReactElement, { api, path = '/dashboard' }: { api: ApiClient; path?: string }) {
  const toasts: Toast[] = [];
  const host: HostServices = {
    session: { userToken: 'user-token', userEmail: 'buyer@example.com', adminToken: null },
    signInUser: vi.fn(),
    signOutUser: vi.fn(),
    signInAdmin: vi.fn(),
    signOutAdmin: vi.fn(),
    notify: (toast) => toasts.push(toast),
    sidebar: { open: true, setOpen: vi.fn(), toggle: vi.fn() },
    setTitle: vi.fn(),
    api,
    instanceId: 'test',
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HostContext.Provider value={host}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </HostContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, host, toasts };
}

/** jsdom has no matchMedia; answer width queries as a browser of the given width would. */
export function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      onchange: null,
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

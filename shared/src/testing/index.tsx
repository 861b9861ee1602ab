// The one component-test harness of the site (imported as @openpresale/shared/testing, never by
// production code): a page rendered inside host services, a fresh query client and a memory
// router, exactly as the shell mounts a remote, against answers the test chooses.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient, type RequestOptions } from '../api-client';
import { HostContext, type HostServices, type Toast } from '../host/contract';
import { HostProvider } from '../host/host-provider';
import { formatters } from '../i18n/format';

/** Shows the router's location ('/path?query'), so a test can read where a link or button led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Rendered by the fallback route: a test that navigated away from the page finds the new path here. */
export function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export type FakeHost = HostServices & { toasts: Toast[] };

/**
 * Host services whose every effect is recorded: toasts land in `toasts`, the other functions are
 * vitest mocks. The API is the one given, or one that fails every call so a test notices a call
 * it did not arrange.
 */
export function fakeHost(overrides: Partial<HostServices> = {}): FakeHost {
  const toasts: Toast[] = [];
  return {
    session: { userToken: 'user-token', userEmail: 'buyer@example.com', adminToken: null },
    signInUser: vi.fn(),
    signOutUser: vi.fn(),
    signInAdmin: vi.fn(),
    signOutAdmin: vi.fn(),
    notify: (toast: Toast) => toasts.push(toast),
    sidebar: { open: true, setOpen: vi.fn(), toggle: vi.fn() },
    setTitle: vi.fn(),
    api: scriptedApi({}).api,
    i18n: { locale: 'en', setLocale: vi.fn(), format: formatters('en') },
    instanceId: 'test',
    ...overrides,
    toasts,
  };
}

export type Handler = (options: RequestOptions | undefined) => unknown;
export interface ApiCall {
  method: string;
  path: string;
  options?: RequestOptions;
}

/** An API client that answers 'METHOD path' from `handlers` and records every call. */
export function scriptedApi(handlers: Record<string, Handler>): { api: ApiClient; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const request = (method: string) => async (path: string, options?: RequestOptions) => {
    calls.push({ method, path, options });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new ApiRequestError(`No handler for ${method} ${path}`, 404, null);
    return (await handler(options)) as never;
  };
  return {
    api: { get: request('GET'), post: request('POST'), put: request('PUT'), patch: request('PATCH'), delete: request('DELETE') },
    calls,
  };
}

export type FetchAnswer = { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Replaces `fetch` for tests that run the real host services: answers 'METHOD /api/…path'
 * (or '/api/…path' for any method); an unknown request fails as a network error would.
 */
export function stubFetch(answers: Record<string, FetchAnswer>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined, authorization });
    const answer = answers[`${method} ${url.pathname}`] ?? answers[url.pathname];
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export interface RenderWithHostOptions {
  /** The address the memory router starts at. */
  path?: string;
  /** The route pattern the page is mounted at; any other path shows <CurrentPath />. Default: every path. */
  route?: string;
  /** Recorded fake services (see fakeHost), or the real HostProvider when left out. */
  host?: HostServices;
  /** {NAME} of the real HostProvider. */
  tokenName?: string;
  renderToast?: (toast: Toast | null, dismiss: () => void) => ReactNode;
  /** More routes beside the page's (the shell's route table, say). */
  routes?: ReactNode;
  /** A query cache the test has filled first (what the shell had already loaded); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** Renders `ui` the way the shell mounts a remote's page. */
export function renderWithHost(ui: ReactNode, options: RenderWithHostOptions = {}) {
  const { path = '/', route = '*', host, tokenName = 'Demo Token', renderToast, routes } = options;
  const queryClient = options.queryClient ?? testQueryClient();
  const page = (
    <>
      <Routes>
        {ui !== null && <Route path={route} element={ui} />}
        {routes}
        {(ui === null || route !== '*') && <Route path="*" element={<CurrentPath />} />}
      </Routes>
      <LocationProbe />
    </>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {host ? (
          <HostContext.Provider value={host}>{page}</HostContext.Provider>
        ) : (
          <HostProvider tokenName={tokenName} renderToast={renderToast}>
            {page}
          </HostProvider>
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

import { HostProvider } from '@openpresale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastView } from '../components/toast-view';

export function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders `routes` inside the host services and a fresh query client, starting at `path`. */
export function renderWithHost(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HostProvider tokenName="Demo Token" renderToast={(toast, dismiss) => <ToastView toast={toast} onDismiss={dismiss} />}>
          <Routes>
            {routes}
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </HostProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers fetch calls by path ('/api/controllers/users.php' → status and JSON body). */
export function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, authorization: headers.get('Authorization') });
    const path = new URL(url, 'http://localhost').pathname;
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}

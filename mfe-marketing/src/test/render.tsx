import { HostProvider } from '@openpresale/shared';
import { DEFAULT_SETTINGS, type SettingsResponse } from '@openpresale/shared/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders `element` at `path` inside the real host services and a fresh query client. */
export function renderPage(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HostProvider tokenName="Demo Token">
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </HostProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;

/** Answers fetch by "METHOD path" (e.g. 'POST /api/controllers/users.php'); unknown → network error. */
export function stubApi(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export function settingsAnswer(
  overrides: Partial<SettingsResponse['settings']> = {},
  presale = { raised: 0, sold: 0, progress: 0 },
): SettingsResponse {
  return {
    status: 'success',
    settings: {
      ...DEFAULT_SETTINGS,
      tokenomics: [{ label: 'Public Sale', percent: 10 }],
      ...overrides,
    },
    levels: [
      { lvl: 'Bronze', tokens: 40, bonus: 5, descr: 'None' },
      { lvl: 'Silver', tokens: 200, bonus: 7, descr: 'Private chat; Behind-the-scenes updates' },
    ],
    presale,
  };
}

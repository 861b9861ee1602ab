import { DEFAULT_SETTINGS, type SettingsResponse } from '@openpresale/shared/schemas';
import { formatters, HostContext, type Locale } from '@openpresale/shared';
import { fakeHost, renderWithHost } from '@openpresale/shared/testing';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';

/** Renders `element` at `path` inside the real host services and a fresh query client. */
export function renderPage(path: string, element: ReactNode) {
  return renderWithHost(element, { path, route: path });
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

/** `element` inside host services in `locale`, for components that need no router or query client of the page. */
export function inHost(element: ReactNode, locale: Locale = 'en') {
  const host = fakeHost({ i18n: { locale, setLocale: vi.fn(), format: formatters(locale) } });
  return (
    <HostContext.Provider value={host}>
      <Suspense fallback={null}>{element}</Suspense>
    </HostContext.Provider>
  );
}

import { DEFAULT_SETTINGS, type SettingsResponse } from '@openpresale/shared/schemas';
import { renderWithHost } from '@openpresale/shared/testing';
import type { ReactNode } from 'react';

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

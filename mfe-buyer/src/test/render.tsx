// The buyer's fixtures and helpers around the site's one test harness (@openpresale/shared/testing):
// pages render inside recorded host services with a scripted API, as inside the shell.
import {
  commonTranslations,
  createTranslator,
  errorTranslations,
  formatters,
  HostContext,
  type ApiClient,
  type Locale,
} from '@openpresale/shared';
import { DEFAULT_LEVELS } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS } from '@openpresale/shared/schemas';
import { fakeHost, renderWithHost as renderInHost } from '@openpresale/shared/testing';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { translations } from '../i18n';
import { en } from '../i18n/en';
import { buyerFormat } from '../lib/format';

export { scriptedApi as fakeApi } from '@openpresale/shared/testing';

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
  return {
    id: code.length + rate,
    currency: code,
    fullName,
    rate,
    address,
    priceId: fullName.toLowerCase(),
    network: 'manual',
    decimals: 6,
    tokenContract: null,
    confirmations: 1,
    explorerTxUrl: '',
    receiveMode: 'fixed' as const,
    hasXpub: false,
  };
}

/** The buyer's English words and formats, for helpers that take them as arguments. */
export const englishT = createTranslator('en', en, en);
export const englishFormat = buyerFormat(formatters('en'), 'en');

/** The host's language services for one locale (English unless a test asks for another). */
export function i18nServices(locale: Locale = 'en') {
  return { locale, setLocale: vi.fn(), format: formatters(locale) };
}

/**
 * Renders a page inside recorded host services. In another language than English the catalog
 * loads lazily, so the page waits behind a Suspense boundary: await the texts.
 */
export function renderWithHost(
  ui: ReactElement,
  { api, path = '/dashboard', locale = 'en' }: { api: ApiClient; path?: string; locale?: Locale },
) {
  const host = fakeHost({ api, i18n: i18nServices(locale) });
  return { ...renderInHost(<Suspense fallback={null}>{ui}</Suspense>, { path, host }), host, toasts: host.toasts };
}

/**
 * Loads a language's catalogs (the buyer's, the shared errors and common texts) before a test renders in it,
 * so the first lazy import does not eat the time a findBy… query waits.
 */
export async function loadCatalogs(locale: Locale): Promise<void> {
  await Promise.all([translations.load(locale), errorTranslations.load(locale), commonTranslations.load(locale)]);
}

/** A `wrapper` for testing-library's render: host services (no router) in the given language. */
export function hostWrapper(locale: Locale = 'en') {
  const host = fakeHost({ i18n: i18nServices(locale) });
  return function HostWrapper({ children }: { children: ReactNode }) {
    return (
      <HostContext.Provider value={host}>
        <Suspense fallback={null}>{children}</Suspense>
      </HostContext.Provider>
    );
  };
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

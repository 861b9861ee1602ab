import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, LOCALES, parseAcceptLanguage, pickLocale, type Locale } from '@openpresale/shared/i18n';

// The language of a page the server sends, chosen as the browser's host chooses it once the app
// runs (a link's ?lang=, then the visitor's remembered choice, then the browser's languages), so
// the page does not change language when the app takes over.

export interface LocaleRequest {
  /** The `lang` query parameter, if any. */
  query: string | undefined | null;
  /** The Cookie header. */
  cookie: string | undefined | null;
  /** The Accept-Language header. */
  acceptLanguage: string | undefined | null;
}

function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function pageLocale({ query, cookie, acceptLanguage }: LocaleRequest): Locale {
  return pickLocale({ query, stored: cookieValue(cookie, LOCALE_COOKIE), preferred: parseAcceptLanguage(acceptLanguage) });
}

/** The page's address in every language (`?lang=`), and the address without one for everybody else. */
export function pageAlternates(address: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${address}?${LOCALE_QUERY_PARAM}=${locale}` })),
    { hreflang: 'x-default', href: address },
  ];
}

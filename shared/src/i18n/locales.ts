// The languages the product speaks. English is the default and the fallback for anything a
// catalog or an issuer's text does not give in the visitor's language.

export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, shown in the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский' };

/** Where the chosen language is remembered in the browser (local storage and a cookie the server reads). */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';
/** The query parameter that picks the language for a shared link: `?lang=ru`. */
export const LOCALE_QUERY_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'ru-RU' → 'ru'; an unknown language → null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

export interface LocaleSources {
  /** The `lang` query parameter of the address, if any. */
  query?: string | null;
  /** The choice remembered earlier (local storage or cookie). */
  stored?: string | null;
  /** The browser's languages in order of preference (navigator.languages, or Accept-Language parsed). */
  preferred?: readonly string[];
}

/** The language of a page: a link's `?lang=` first, then the visitor's own earlier choice, then the browser's languages. */
export function pickLocale({ query, stored, preferred = [] }: LocaleSources): Locale {
  const fromQuery = matchLocale(query);
  if (fromQuery) return fromQuery;
  const fromStore = matchLocale(stored);
  if (fromStore) return fromStore;
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an Accept-Language header, most wanted first ('ru-RU,ru;q=0.9,en;q=0.8'). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

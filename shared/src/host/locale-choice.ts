// Where the page's language comes from in the browser and where a choice is remembered: local
// storage for the next visit, and a cookie so the server renders the next page in it too.
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, LOCALE_STORAGE_KEY, pickLocale, type Locale } from '../i18n/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** `?lang=` of the address, else the visitor's earlier choice, else the browser's languages. */
export function initialLocale(): Locale {
  const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
  const locale = pickLocale({ query, stored: readStored(), preferred: navigator.languages ?? [navigator.language] });
  // A link's ?lang= counts as a choice: the next page without it stays in that language.
  if (query && query === locale) rememberLocale(locale);
  return locale;
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be off (private mode); the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

import { useHost, type I18nServices } from '../host/contract';
import { formatters } from './format';
import { DEFAULT_LOCALE } from './locales';

// A shell of host contract 1.0 gives no i18n services: such a page is English only.
const englishOnly: I18nServices = { locale: DEFAULT_LOCALE, setLocale: () => {}, format: formatters(DEFAULT_LOCALE) };

/** The page's language, its switch and its formatters. */
export function useI18n(): I18nServices {
  return useHost().i18n ?? englishOnly;
}

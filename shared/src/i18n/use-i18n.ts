import { useCallback } from 'react';
import { useHost, type I18nServices } from '../host/contract';
import { formatters } from './format';
import { localizedText, type TextTranslations } from './issuer-text';
import { DEFAULT_LOCALE } from './locales';

// A shell of host contract 1.0 gives no i18n services: such a page is English only.
const englishOnly: I18nServices = { locale: DEFAULT_LOCALE, setLocale: () => {}, format: formatters(DEFAULT_LOCALE) };

/** The page's language, its switch and its formatters. */
export function useI18n(): I18nServices {
  return useHost().i18n ?? englishOnly;
}

/** The issuer's texts in the page's language: `localized(level.lvl, level.lvlI18n)`. */
export function useLocalized(): (text: string, translations: TextTranslations | null | undefined) => string {
  const { locale } = useI18n();
  return useCallback((text, translations) => localizedText(text, translations, locale), [locale]);
}

// Translations of an issuer's texts are stored as JSON text next to the text ({"ru": "…"}), the
// same on SQLite and PostgreSQL; they were validated by the shared schema when written.
import { isLocale, type TextTranslations } from '@openpresale/shared/i18n';

/** The stored translations; anything unreadable counts as none, so the text as written shows. */
export function readTranslations(stored: string | null | undefined): TextTranslations {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return {};
    const kept: TextTranslations = {};
    for (const [locale, text] of Object.entries(parsed)) if (isLocale(locale) && typeof text === 'string' && text) kept[locale] = text;
    return kept;
  } catch {
    return {};
  }
}

export const storedTranslations = (translations: TextTranslations | undefined): string => JSON.stringify(translations ?? {});

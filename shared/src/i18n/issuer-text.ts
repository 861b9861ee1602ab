// What the issuer writes (stage name, promotion, documents, tokenomics labels, status levels,
// prizes) is kept as written — in the issuer's own language, `contentLocale` in the settings — and
// may carry a translation per other language next to it. A page shows the translation for its
// language when there is one, else the text as written.
import type { Locale } from './locales';

/** An issuer's text in other languages: `{ ru: 'Этап 1' }`. */
export type TextTranslations = Partial<Record<Locale, string>>;

/** The text in `locale`: its translation when one is given, else the text as written. */
export function localizedText(text: string, translations: TextTranslations | null | undefined, locale: Locale): string {
  const translated = translations?.[locale]?.trim();
  return translated ? translated : text;
}

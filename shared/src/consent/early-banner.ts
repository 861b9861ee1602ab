// index.html carries an early copy of the consent banner, in English, that a page the server
// rendered shows with its first paint. The server serves it in the visitor's language: it swaps
// each English text of the copy for the same message of the consent catalog in that language.
// Pure string work (no React): the API's page glue imports it, and so does the shell's test that
// keeps the copy and the banner the same, which is why it and the consent catalogs live here.
import { compileMessage } from '../i18n/message';
import type { Locale } from '../i18n/locales';
import { consentEn } from './en';
import { consentRu } from './ru';

const catalogs: Record<Locale, Record<keyof typeof consentEn, string>> = { en: consentEn, ru: consentRu };

/** The texts of the banner as it shows before the visitor has chosen (the copy has no others). */
const EARLY_TEXTS = ['consent.title', 'consent.text', 'consent.policyLink', 'consent.refuse', 'consent.accept'] as const;

const TEMPLATE = /(<template id="op-consent-early">)([\s\S]*?)(<\/template>)/;

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

/** `html` (the shell's index.html) with its early consent banner in `locale`. */
export function localizeEarlyBanner(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const catalog = catalogs[locale];
  return html.replace(TEMPLATE, (_match, open: string, banner: string, close: string) => {
    let localized = banner;
    for (const key of EARLY_TEXTS) {
      const english = `>${escapeText(compileMessage(consentEn[key], 'en')())}`;
      const translated = `>${escapeText(compileMessage(catalog[key], locale)())}`;
      localized = localized.replace(english, () => translated);
    }
    return open + localized + close;
  });
}

// The shell's index.html names the site in English ('Presale' and a one-line description) for
// every page the server does not render itself: the buyer's dashboard, the admin area, sign-in
// links, unknown addresses. The server serves those in the visitor's language by swapping the
// English head for the same words in that language; the app later sets the title per page, in
// the same language, but the description, a link preview and the first title stay these.
// Pure string work (no React), so the API's page glue imports it.
import type { Locale } from '../i18n/locales';

export interface DefaultHead {
  title: string;
  description: string;
}

/** The English words are the ones shell/index.html carries between its <!--page-head--> markers. */
export const DEFAULT_HEAD: Record<Locale, DefaultHead> = {
  en: {
    title: 'Presale',
    description: 'Token presale: register, pay in a cryptocurrency and follow your order until the tokens are credited.',
  },
  ru: {
    title: 'Предпродажа',
    description: 'Предпродажа токена: зарегистрируйтесь, оплатите криптовалютой и следите за заказом, пока токены не будут зачислены.',
  },
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/** `html` (the shell's index.html) with its default title and description in `locale`. */
export function localizeDefaultHead(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const english = DEFAULT_HEAD.en;
  const words = DEFAULT_HEAD[locale];
  return html
    .replace(`<title>${escapeHtml(english.title)}</title>`, () => `<title>${escapeHtml(words.title)}</title>`)
    .replace(
      `<meta name="description" content="${escapeHtml(english.description)}"`,
      () => `<meta name="description" content="${escapeHtml(words.description)}"`,
    );
}

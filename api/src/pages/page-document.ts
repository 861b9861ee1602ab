import type { RemotesConfig } from '@openpresale/shared/federation';
import type { Locale } from '@openpresale/shared/i18n';
import { localizeEarlyBanner } from '@openpresale/shared/consent/early-banner';
import { localizeDefaultHead } from '@openpresale/shared/page/default-head';
import type { RenderedQuery } from './marketing-renderer';

// Fills the shell's index.html (shell/index.html) for one page: the head between its
// <!--page-head--> markers (title, description, canonical address, link-preview tags, robots),
// stylesheets inlined so the first paint needs no other request, and, for a page rendered on the
// server, its markup at <!--page-body--> with the state the browser starts from.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page; also the link preview's address. */
  canonical: string | null;
  siteName: string;
  /** Absolute address of the link-preview image, when the issuer set one. */
  image: string | null;
  /** The page's address in each language, for search engines (hreflang); none when not listed. */
  alternates?: { hreflang: string; href: string }[];
}

/** What the shell reads at start (shell/src/features/server-page). */
export interface PageState {
  remotes: RemotesConfig;
  /** The API's version, for the admin footer (the shell knows its own, the remotes' are above). */
  apiVersion?: string;
  /** The other origins this page's Content-Security-Policy lets scripts come from. */
  scriptOrigins?: string[];
  /** The queries the server markup was rendered from. */
  queries?: RenderedQuery[];
  /** Module scripts the page will need, requested with the shell's own after the first paint. */
  preload?: string[];
  /**
   * When the browser requests the app: after the first paint (default), or, on a page that is
   * complete for reading in its HTML, at the visitor's first interaction.
   */
  startOn?: 'paint' | 'interaction';
}

export interface PageParts {
  /** The language the page is written in: the document's lang and the early consent banner's. */
  locale: Locale;
  /** The page's own head; null keeps the template's (its default title and description in `locale`). */
  head: PageHead | null;
  /** Asks search engines not to list the page (account, admin and unknown pages). */
  noindex: boolean;
  /** Stylesheets to put inline: the shell's own (its <link> is replaced) and the page's. */
  inlineStyles: { href: string | null; css: string }[];
  serverHtml: string | null;
  state: PageState;
  /** 'shell=…; api=…; marketing=…; …': what support asks for first, readable in the page source */
  versions?: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/** JSON that can sit inside a <script> element: no '</script>' or line separators survive as such. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`);
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  );
  return tags.join('');
}

const styleTag = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

export function pageDocument(template: string, parts: PageParts): string {
  let html = localizeEarlyBanner(template, parts.locale).replace(/<html lang="[^"]*"/, () => `<html lang="${parts.locale}"`);
  if (parts.head) {
    const tags = headTags(parts.head);
    const marked = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
    html = marked.test(html) ? html.replace(marked, () => tags) : html.replace('</head>', () => `${tags}</head>`);
  } else {
    // a page the server did not render keeps the template's head, in the page's language
    html = localizeDefaultHead(html, parts.locale);
  }
  const pageStyles: string[] = [];
  for (const { href, css } of parts.inlineStyles) {
    const link = href ? new RegExp(`<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`) : null;
    if (link && link.test(html)) html = html.replace(link, () => styleTag(css));
    else pageStyles.push(styleTag(css));
  }
  if (parts.noindex) pageStyles.unshift('<meta name="robots" content="noindex">');
  if (parts.versions) pageStyles.unshift(`<meta name="openpresale-versions" content="${escapeHtml(parts.versions)}">`);
  html = html.replace('</head>', () => `${pageStyles.join('')}</head>`);
  const state = `<script type="application/json" id="op-page-state">${scriptJson(parts.state)}</script>`;
  // The server markup sits where the shell's own wrapper would put it (#root > .app-main), in a
  // sibling of #root that the shell removes once the app has rendered the same page.
  const body = parts.serverHtml === null ? state : `<div id="op-server-page"><div class="app-main">${parts.serverHtml}</div></div>${state}`;
  return html.includes('<!--page-body-->')
    ? html.replace('<!--page-body-->', () => body)
    : html.replace(/<body>/, (tag) => `${tag}${body}`);
}

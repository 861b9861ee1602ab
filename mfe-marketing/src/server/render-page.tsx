// The server half of the marketing remote: the API server's process imports the bundle built
// from this file (dist/server/render-page.js) and renders the remote's own pages to HTML, with
// the figures the API answers at the moment of the request. The browser then loads the same
// components through Module Federation; the shell shows them once they have rendered the same
// page (shell/src/features/server-page), so a release of this remote changes both halves at once.
import {
  commonTranslations,
  createTranslator,
  errorTranslations,
  formatters,
  HostContext,
  type ApiClient,
  type HostServices,
} from '@openpresale/shared';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@openpresale/shared/i18n';
import { cryptosQuery, mainCurrencyQuery, settingsQuery } from '@openpresale/shared/queries';
import type { SettingsResponse } from '@openpresale/shared/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import App from '../App';
import { en } from '../i18n/en';
import { translations } from '../i18n';
import { pageTitles, type MarketingPath } from '../lib/page-titles';
import { shareSummary } from './share-summary';

// With scripts off nothing opens the phone menu or a closed answer of the FAQ, so a reader
// without JavaScript gets them open (and the header scrolls away instead of staying over the
// page). Browsers ignore <noscript> when scripts run, so the app's page is unaffected.
const withoutScripts =
  '<noscript><style>.mk-accordion-panel[hidden]{display:block}.mk-accordion-icon{display:none}' +
  '@media (max-width:767.98px){.mk-header{position:relative}.mk-menu-toggle{display:none}' +
  '.mk-menu{position:static;max-height:none;visibility:visible;overflow:visible;padding-bottom:var(--op-space-4)}}</style></noscript>';

/** The paths this remote renders; every other path is someone else's page. */
export const paths = Object.keys(pageTitles) as MarketingPath[];

/** One query the page read, for the browser's query cache (the same key and data). */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface RenderedPage {
  /** The page's markup, as the remote's App renders it inside the shell. */
  html: string;
  /** '{NAME} | {page}' or '{NAME}', as the browser's title will read. */
  title: string;
  /** The sentence for search results and link previews, from the issuer's settings. */
  description: string;
  /** The name the site goes by in link previews. */
  siteName: string;
  /** The issuer's link-preview picture (absolute, or a path on this site), or null. */
  image: string | null;
  /** The queries the markup was rendered from; the browser starts from them instead of asking again. */
  queries: RenderedQuery[];
  /** The language the page is written in (the document's lang). */
  locale: Locale;
}

export interface RenderOptions {
  /** The visitor's language, chosen by the server from the request; English when absent. */
  locale?: string;
}

// What the remote gets from the host while rendering on the server: nobody is signed in (the
// session lives in the browser's storage), and nothing here is ever called before the browser
// takes over.
function serverHost(api: ApiClient, locale: Locale): HostServices {
  const nothing = () => {};
  return {
    session: { userToken: null, userEmail: null, adminToken: null },
    signInUser: nothing,
    signOutUser: nothing,
    signInAdmin: nothing,
    signOutAdmin: nothing,
    notify: nothing,
    sidebar: { open: true, setOpen: nothing, toggle: nothing },
    setTitle: nothing,
    api,
    // The language the server chose for this request; the browser's host picks the same one
    // from the same ?lang= or remembered choice, so the page does not change language on take-over.
    i18n: { locale, setLocale: nothing, format: formatters(locale) },
    instanceId: 'server',
    // The footer's 'Privacy choices' button is shown as in the shell; it works once the app runs.
    openPrivacyChoices: nothing,
  };
}

/**
 * Renders `path` (one of `paths`) with `api`, an API client that reaches the API in the same
 * process. A figure the API cannot answer is left to the browser, as the remote does on its own.
 */
export async function renderPage(path: MarketingPath, api: ApiClient, options: RenderOptions = {}): Promise<RenderedPage> {
  const locale = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  // Every catalog the page reads, loaded before rendering, so nothing waits for one mid-render.
  const [catalog] = await Promise.all([translations.load(locale), commonTranslations.load(locale), errorTranslations.load(locale)]);
  const t = createTranslator(locale, catalog, en);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery(api)),
    queryClient.prefetchQuery(mainCurrencyQuery(api)),
    queryClient.prefetchQuery(cryptosQuery(api)),
  ]);
  // A prerender waits for the pages the App loads lazily (the forms), where renderToString would not.
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={path}>
        <HostContext.Provider value={serverHost(api, locale)}>
          <App basePath="/" />
        </HostContext.Provider>
      </StaticRouter>
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
  const settings = queryClient.getQueryData<SettingsResponse>(settingsQuery(api).queryKey);
  const price = queryClient.getQueryData<number | null>(mainCurrencyQuery(api).queryKey);
  const name = settings?.settings.tokenName ?? '';
  const titleKey = pageTitles[path];
  const page = titleKey ? t(titleKey) : undefined;
  queryClient.clear();
  return {
    html: html + withoutScripts,
    title: name ? (page ? `${name} | ${page}` : name) : page || t('common.brand.fallback'),
    description: shareSummary(path, settings, price, t, locale),
    siteName: name || t('common.brand.fallback'),
    image: settings?.settings.shareImage || null,
    queries,
    locale,
  };
}

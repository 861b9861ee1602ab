import type { RemotesConfig } from '@openpresale/shared';

// A page the server rendered (the marketing pages, api/src/pages) arrives with its markup in
// #op-server-page and, in #op-page-state, the remote configuration and the queries it was
// rendered from. The shell renders the app into #root, hidden, starting from those queries, and
// swaps the two in one step once the remote has rendered the same page: nothing moves on screen,
// and a visitor who scrolled stays where they are. Without JavaScript the server markup stays.

/** One query of the server render: the same key and data the remote's own query would hold. */
export interface ServerQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PageState {
  remotes?: Partial<RemotesConfig>;
  /** The API's version (the admin footer names it). */
  apiVersion?: string;
  /** The other origins this page's Content-Security-Policy lets scripts come from. */
  scriptOrigins?: string[];
  queries?: ServerQuery[];
}

function readState(): PageState {
  const element = typeof document === 'undefined' ? null : document.getElementById('op-page-state');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return {};
  }
}

export const pageState: PageState = readState();

function serverPage(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('op-server-page');
}

/** True while the server's markup is what the visitor sees. */
export function serverPageShown(): boolean {
  return serverPage() !== null;
}

/** Hides `root` while the server's markup is shown, so the app can render behind it. */
export function renderBehindServerPage(root: HTMLElement): void {
  if (serverPageShown()) root.hidden = true;
}

/** Shows the app in place of the server's markup (called once the app shows the same page). */
export function releaseServerPage(): void {
  const page = serverPage();
  if (!page) return;
  const root = document.getElementById('root');
  page.remove();
  if (root) root.hidden = false;
}

/**
 * Whether this page's Content-Security-Policy lets scripts come from `url`: this site always, other
 * origins when the server named them. A page without that list (development) is not restricted.
 */
export function pageMayLoad(url: string): boolean {
  if (!pageState.scriptOrigins) return true;
  const origin = new URL(url, location.href).origin;
  return origin === location.origin || pageState.scriptOrigins.includes(origin);
}

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
  /** 'interaction': the page loaded the app at the visitor's first interaction, not after its first paint. */
  startOn?: 'paint' | 'interaction';
}

/** A click on a button of the server markup made before the app took over (index.html's loader holds it). */
interface PendingClick {
  index: number;
  text: string | null;
}

declare global {
  interface Window {
    __opPendingClick?: PendingClick;
  }
}

function controls(container: ParentNode): HTMLButtonElement[] {
  return [...container.querySelectorAll('button')].filter((button) => !button.closest('.op-consent'));
}

/**
 * Gives a click held before the take-over to the same button of the app: the app renders the
 * server's markup again, so the n-th button is the same control, and its text says so (if the
 * text differs, the click is dropped rather than given to another control).
 */
function replayPendingClick(root: HTMLElement) {
  const pending = window.__opPendingClick;
  delete window.__opPendingClick;
  if (!pending || pending.index < 0) return;
  const button = controls(root)[pending.index];
  if (!button || button.textContent !== pending.text) return;
  // After the frame: the app's own mount effects (a menu closing on a route change) have run by
  // then and do not undo what the click does.
  requestAnimationFrame(() => setTimeout(() => button.click(), 0));
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
/** What the visitor typed into the server's form fields, and which field had the focus. */
interface FormState {
  values: { id: string; value: string; checked: boolean | null }[];
  focusedId: string | null;
}

function readFormState(page: HTMLElement): FormState {
  const fields = [...page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')];
  const values = fields
    .filter((field) =>
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue,
    )
    .map((field) => ({
      id: field.id,
      value: field.value,
      checked: field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : null,
    }));
  const active = document.activeElement;
  return { values, focusedId: active instanceof HTMLElement && page.contains(active) && active.id ? active.id : null };
}

/**
 * Puts what the visitor typed into the server's form into the same fields of the app (same ids),
 * the way typing would: through the element's own value setter and an input event, so React's
 * state for the field follows. A form filled while the app was loading is not emptied by the swap.
 */
function restoreFormState(root: HTMLElement, state: FormState) {
  for (const { id, value, checked } of state.values) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(id)}`);
    if (!field) continue;
    if (checked !== null && field instanceof HTMLInputElement) {
      if (field.checked !== checked) field.click();
      continue;
    }
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (state.focusedId) root.querySelector<HTMLElement>(`#${CSS.escape(state.focusedId)}`)?.focus();
}

export function releaseServerPage(): void {
  const page = serverPage();
  if (!page) return;
  const root = document.getElementById('root');
  const typed = readFormState(page);
  page.remove();
  if (!root) return;
  root.hidden = false;
  restoreFormState(root, typed);
  replayPendingClick(root);
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

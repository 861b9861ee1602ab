import { remoteNames, type RemoteEntry, type RemoteName, type RemotesConfig } from '@openpresale/shared';
import { pageState } from '../server-page/server-page';

// The live release of each remote as this tab knows it: from the page the server wrote (or
// /remotes.json) at start, then asked again at every navigation, so a section released while the
// tab is open is loaded at the tab's next navigation into it (remote-app.tsx decides when).

const bundled: RemotesConfig = {
  marketing: { url: '/remotes/marketing/remoteEntry.js', version: null, contract: null },
  buyer: { url: '/remotes/buyer/remoteEntry.js', version: null, contract: null },
  admin: { url: '/remotes/admin/remoteEntry.js', version: null, contract: null },
};

const BROWSER_ID_KEY = 'op-browser-id';

let live: RemotesConfig = bundled;
const listeners = new Set<() => void>();

function isEntry(value: unknown): value is RemoteEntry {
  return typeof value === 'object' && value !== null && typeof (value as RemoteEntry).url === 'string';
}

/** Takes what the server answered; an entry it did not give (or gave in an old shape) keeps its last value. */
function accept(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return;
  const next = { ...live };
  let changed = false;
  for (const name of remoteNames) {
    const entry = (answer as Record<string, unknown>)[name];
    if (!isEntry(entry)) continue;
    const known = live[name];
    if (known.url === entry.url && known.version === entry.version && known.contract === entry.contract && known.canary === entry.canary)
      continue;
    next[name] = { url: entry.url, version: entry.version ?? null, contract: entry.contract ?? null, canary: entry.canary };
    changed = true;
  }
  if (!changed) return;
  live = next;
  listeners.forEach((listener) => listener());
}

/**
 * This browser's random id, kept in local storage: while a canary runs, the server gives it to
 * the same share of browsers each time by this id. It names nothing else and is stored nowhere.
 */
function browserId(): string | null {
  try {
    let id = localStorage.getItem(BROWSER_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(BROWSER_ID_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

async function fetchRemotes(): Promise<void> {
  try {
    const id = browserId();
    const response = await fetch(id ? `/remotes.json?browser=${encodeURIComponent(id)}` : '/remotes.json', { cache: 'no-cache' });
    if (response.ok) accept(await response.json());
  } catch {
    // Without an answer the tab keeps what it knows: the bundled remotes on this origin at worst.
  }
}

/** The configuration at start: the one the server wrote into the page, else /remotes.json. */
export async function loadRemotesConfiguration(): Promise<void> {
  if (pageState.remotes) accept(pageState.remotes);
  // The page cannot know which side of a running canary this browser is on: it asks, once.
  if (!pageState.remotes || remoteNames.some((name) => pageState.remotes?.[name]?.canary)) await fetchRemotes();
}

let asking: Promise<void> | null = null;

/** Asks the server which releases are live (one request at a time). */
export function refreshRemotes(): Promise<void> {
  asking ??= fetchRemotes().finally(() => (asking = null));
  return asking;
}

export function liveRemotes(): RemotesConfig {
  return live;
}

export function liveRemote(name: RemoteName): RemoteEntry {
  return live[name];
}

export function subscribeToRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

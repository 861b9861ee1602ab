import { useSyncExternalStore } from 'react';

// The visitor's tracking-pixel choice (SPEC §4 "the pixel consent choice", §5). It lives in local
// storage so it is asked once per browser; a small external store lets the banner, the pixel
// loader, the footers and the remotes (through the host contract) share it without a provider.

export const CONSENT_STORAGE_KEY = 'pixelConsent';

export type ConsentChoice = 'accepted' | 'refused';

export interface ConsentState {
  /** null until the visitor has answered the banner. */
  choice: ConsentChoice | null;
  /** The banner shows while no choice is stored, or when the visitor reopened it. */
  bannerOpen: boolean;
}

function readChoice(): ConsentChoice | null {
  try {
    const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
    return stored === 'accepted' || stored === 'refused' ? stored : null;
  } catch {
    // Storage can be blocked (private modes); then nothing is stored and nothing is loaded.
    return null;
  }
}

let state: ConsentState = { choice: readChoice(), bannerOpen: readChoice() === null };
const listeners = new Set<() => void>();

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Without storage the choice holds for this page load only.
  }
  setState({ choice, bannerOpen: false });
}

/** Reopens the banner so the visitor can change an earlier choice (footer link, privacy page). */
export function openConsentChoices(): void {
  setState({ ...state, bannerOpen: true });
}

/** Closes a reopened banner without changing the stored choice. */
export function closeConsentChoices(): void {
  if (state.choice !== null) setState({ ...state, bannerOpen: false });
}

// A choice made or withdrawn in another tab of this site (or storage cleared there) applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    const choice = readChoice();
    setState({ choice, bannerOpen: choice === null });
  });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
}

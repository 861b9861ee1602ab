import { createContext, useContext } from 'react';
import type { ApiClient } from '../api-client';
import type { Formatters } from '../i18n/format';
import type { Locale } from '../i18n/locales';

// The host contract: everything a remote may get from the shell. Remotes talk to the host only
// through this object (read with useHost()), never by importing the shell.

export interface Session {
  userToken: string | null;
  userEmail: string | null;
  adminToken: string | null;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
}

export interface SidebarState {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

export interface I18nServices {
  /** The page's language; every remote renders in it. */
  locale: Locale;
  /** Switches the whole page (every remote at once) and remembers the choice. */
  setLocale(locale: Locale): void;
  /** Numbers, amounts and dates in the page's language. */
  format: Formatters;
}

export interface HostServices {
  session: Session;
  /** Stores the user token and e-mail (local storage `userToken`, `userEmail`). */
  signInUser(token: string, email: string): void;
  signOutUser(): void;
  /** Stores the admin token (local storage `adminToken`). */
  signInAdmin(token: string): void;
  signOutAdmin(): void;
  /** Shows the one toast (a new one replaces the old; each lasts 5 s). */
  notify(toast: Toast): void;
  /** Persisted in the `sidebar:state` cookie for 7 days. */
  sidebar: SidebarState;
  /** Sets the document title to '{NAME} | {page}', or '{NAME}' without a page. */
  setTitle(page?: string): void;
  /** Fetch client that adds the session's bearer token when asked (auth: 'user' | 'admin'). */
  api: ApiClient;
  /**
   * The page's language, its switch and its formatters (contract 1.1). Optional: a remote in a
   * 1.0 shell has none and reads English through useI18n().
   */
  i18n?: I18nServices;
  /** A random id made once per page load by whoever created the services (the shell). */
  instanceId: string;
  /**
   * Reopens the shell's tracking-pixel consent banner so a visitor can change their choice
   * (SPEC §4 "the pixel consent choice"). Optional: a remote rendered without the shell has none.
   */
  openPrivacyChoices?(): void;
}

export const HostContext = createContext<HostServices | null>(null);

export function useHost(): HostServices {
  const host = useContext(HostContext);
  if (!host) {
    throw new Error(
      'useHost() found no host services: the remote is not rendered inside the shell, or it bundles its own copy of @openpresale/shared',
    );
  }
  return host;
}

/** The props every remote's exposed ./App receives from the shell. */
export interface RemoteAppProps {
  /** Where the shell mounted the remote, e.g. '/dashboard'. */
  basePath: string;
}

import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient } from '../api-client';
import { HostContext, type HostServices, type Session, type Toast } from './contract';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';
import { formatters } from '../i18n/format';
import { initialLocale, rememberLocale } from './locale-choice';
import type { Locale } from '../i18n/locales';

const STORAGE_KEYS = { userToken: 'userToken', userEmail: 'userEmail', adminToken: 'adminToken' } as const;
export const TOAST_DURATION_MS = 5000;

function readSession(): Session {
  return {
    userToken: localStorage.getItem(STORAGE_KEYS.userToken),
    userEmail: localStorage.getItem(STORAGE_KEYS.userEmail),
    adminToken: localStorage.getItem(STORAGE_KEYS.adminToken),
  };
}

function writeItem(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export interface HostProviderProps {
  /** The configured token name ({NAME}); titles read '{NAME} | {page}'. */
  tokenName: string;
  /** Renders the current toast; the shell passes its toast component. */
  renderToast?: (toast: Toast | null, dismiss: () => void) => ReactNode;
  /** Reopens the consent banner; the shell passes its consent store's opener. */
  openPrivacyChoices?: () => void;
  children: ReactNode;
}

/**
 * Creates the host services once and provides them to everything below. The shell renders it at
 * the root; a remote's standalone dev entry renders it too, so a remote runs on its own.
 */
export function HostProvider({ tokenName, renderToast, openPrivacyChoices, children }: HostProviderProps) {
  const [session, setSession] = useState<Session>(readSession);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [toast, setToast] = useState<Toast | null>(null);
  const [sidebarOpen, setSidebarOpenState] = useState<boolean>(() => readSidebarCookie() ?? true);
  const sidebarOpenRef = useRef(sidebarOpen);
  sidebarOpenRef.current = sidebarOpen;
  const [pageTitle, setPageTitle] = useState<string | undefined>(undefined);
  const instanceId = useMemo(() => Math.random().toString(36).slice(2, 10), []);
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  // A transition: every remote re-renders in the new language, whose catalogs may still have to be
  // downloaded; meanwhile the page stays as it is instead of giving way to loading fallbacks.
  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    startTransition(() => setLocaleState(next));
  }, []);
  const i18n = useMemo(() => ({ locale, setLocale, format: formatters(locale) }), [locale, setLocale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const updateSession = useCallback((patch: Partial<Session>) => {
    for (const [key, value] of Object.entries(patch)) writeItem(STORAGE_KEYS[key as keyof Session], value ?? null);
    setSession((previous) => {
      const unchanged = Object.entries(patch).every(([key, value]) => previous[key as keyof Session] === value);
      return unchanged ? previous : { ...previous, ...patch };
    });
  }, []);

  const setSidebarOpen = useCallback((open: boolean) => {
    writeSidebarCookie(open);
    setSidebarOpenState(open);
  }, []);

  useEffect(() => {
    // Until the settings have loaded there is no name to show; keep the page's own title.
    if (!tokenName) return;
    document.title = pageTitle ? `${tokenName} | ${pageTitle}` : tokenName;
  }, [tokenName, pageTitle]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // The sidebar shortcut of SPEC §3: Ctrl+B or Cmd+B.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        setSidebarOpenState((open) => {
          writeSidebarCookie(!open);
          return !open;
        });
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const api = useMemo(
    () =>
      createApiClient({
        getUserToken: () => sessionRef.current.userToken,
        getAdminToken: () => sessionRef.current.adminToken,
      }),
    [],
  );

  // The buyer's account remembers the page's language, so e-mails come in it: sent when the
  // language changes or a buyer signs in, not on every page load. Quietly: a failure changes
  // nothing on screen, and the next change tries again.
  const syncedLocale = useRef(`${session.userToken}:${locale}`);
  useEffect(() => {
    const key = `${session.userToken}:${locale}`;
    if (key === syncedLocale.current) return;
    syncedLocale.current = key;
    if (!session.userToken) return;
    api.put('/users.php', { auth: 'user', body: { locale } }).catch(() => undefined);
  }, [api, locale, session.userToken]);

  // Stable functions: consumers put them in effect dependencies, so they must not change when
  // the session or the sidebar changes.
  const signInUser = useCallback((token: string, email: string) => updateSession({ userToken: token, userEmail: email }), [updateSession]);
  const signOutUser = useCallback(() => updateSession({ userToken: null, userEmail: null }), [updateSession]);
  const signInAdmin = useCallback((token: string) => updateSession({ adminToken: token }), [updateSession]);
  const signOutAdmin = useCallback(() => updateSession({ adminToken: null }), [updateSession]);
  const notify = useCallback((next: Toast) => setToast({ ...next }), []);
  const setTitle = useCallback((page?: string) => setPageTitle(page), []);
  const toggleSidebar = useCallback(() => setSidebarOpen(!sidebarOpenRef.current), [setSidebarOpen]);

  const services = useMemo<HostServices>(
    () => ({
      session,
      signInUser,
      signOutUser,
      signInAdmin,
      signOutAdmin,
      notify,
      sidebar: { open: sidebarOpen, setOpen: setSidebarOpen, toggle: toggleSidebar },
      setTitle,
      api,
      i18n,
      instanceId,
      ...(openPrivacyChoices ? { openPrivacyChoices } : {}),
    }),
    [
      session,
      sidebarOpen,
      api,
      i18n,
      instanceId,
      signInUser,
      signOutUser,
      signInAdmin,
      signOutAdmin,
      notify,
      setTitle,
      setSidebarOpen,
      toggleSidebar,
      openPrivacyChoices,
    ],
  );

  return (
    <HostContext.Provider value={services}>
      {children}
      {renderToast?.(toast, () => setToast(null))}
    </HostContext.Provider>
  );
}

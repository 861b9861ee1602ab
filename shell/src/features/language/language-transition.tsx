import { HostContext, useHost } from '@openpresale/shared';
import { startTransition, useMemo, type ReactNode } from 'react';

/**
 * Switching the language re-renders every remote in the new one, whose catalogs may still have to
 * be downloaded. As a transition, the page stays as it is, in the old language, until every
 * catalog it needs has arrived, instead of giving way to the loading spinner meanwhile.
 */
export function LanguageTransition({ children }: { children: ReactNode }) {
  const host = useHost();
  const value = useMemo(() => {
    if (!host.i18n) return host;
    const { setLocale } = host.i18n;
    return {
      ...host,
      i18n: { ...host.i18n, setLocale: (locale: Parameters<typeof setLocale>[0]) => startTransition(() => setLocale(locale)) },
    };
  }, [host]);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

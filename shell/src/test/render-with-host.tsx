import { formatters, HostContext, type Locale } from '@openpresale/shared';
import { fakeHost, renderWithHost as renderInHost } from '@openpresale/shared/testing';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { ToastView } from '../components/toast-view';

export { CurrentPath, stubFetch } from '@openpresale/shared/testing';

/** Renders the shell's `routes` inside the real host services (with the shell's toast), starting at `path`. */
export function renderWithHost(path: string, routes: ReactNode) {
  return renderInHost(null, { path, routes, renderToast: (toast, dismiss) => <ToastView toast={toast} onDismiss={dismiss} /> });
}

/** `element` inside host services in `locale` (the catalogs load lazily: await the render in act). */
export function inLocale(element: ReactNode, locale: Locale) {
  const host = fakeHost({ i18n: { locale, setLocale: vi.fn(), format: formatters(locale) } });
  return (
    <HostContext.Provider value={host}>
      <Suspense fallback={null}>{element}</Suspense>
    </HostContext.Provider>
  );
}

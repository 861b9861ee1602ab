import { renderWithHost as renderInHost } from '@openpresale/shared/testing';
import type { ReactNode } from 'react';
import { ToastView } from '../components/toast-view';

export { CurrentPath, stubFetch } from '@openpresale/shared/testing';

/** Renders the shell's `routes` inside the real host services (with the shell's toast), starting at `path`. */
export function renderWithHost(path: string, routes: ReactNode) {
  return renderInHost(null, { path, routes, renderToast: (toast, dismiss) => <ToastView toast={toast} onDismiss={dismiss} /> });
}

import type { ReactNode } from 'react';
import { loadLanguage, renderWithHost } from './render-with-host';

/** Loads the Russian catalogs a screen reads, so a test does not wait for their chunks to arrive. */
export const loadRussian = () => loadLanguage('ru');

/** Renders a screen as a Russian-speaking owner sees it (renderWithHost in Russian). */
export function renderInRussian(ui: ReactNode, options: Omit<NonNullable<Parameters<typeof renderWithHost>[1]>, 'locale'> = {}) {
  return renderWithHost(ui, { ...options, locale: 'ru' });
}

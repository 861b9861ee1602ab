import { commonTranslations, matchLocale } from '@openpresale/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemotesConfiguration } from './features/remotes/remote-registry';
import { renderBehindServerPage } from './features/server-page/server-page';
import { translations } from './i18n';

/**
 * The shell's own words in the page's language (the server wrote it into <html lang>), loaded with
 * the remotes' configuration: the footer and the consent banner are then there with the first
 * render, in the language of the page the server rendered.
 */
async function loadCatalogs() {
  const locale = matchLocale(document.documentElement.lang);
  if (!locale) return;
  await Promise.all([translations.load(locale), commonTranslations.load(locale)]).catch(() => {
    // a catalog that fails to download is asked for again when a component needs it
  });
}

async function start() {
  await Promise.all([loadRemotesConfiguration(), loadCatalogs()]);
  const container = document.getElementById('root')!;
  renderBehindServerPage(container);
  // A transition renders in slices that leave the main thread free between them: a visitor
  // reading the server's markup can scroll and tap while the app gets ready behind it.
  startTransition(() => createRoot(container).render(<App />));
}

void start();

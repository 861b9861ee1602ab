import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemotesConfiguration } from './features/remotes/remote-registry';
import { renderBehindServerPage } from './features/server-page/server-page';

async function start() {
  await loadRemotesConfiguration();
  const container = document.getElementById('root')!;
  renderBehindServerPage(container);
  // A transition renders in slices that leave the main thread free between them: a visitor
  // reading the server's markup can scroll and tap while the app gets ready behind it.
  startTransition(() => createRoot(container).render(<App />));
}

void start();

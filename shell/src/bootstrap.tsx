import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerConfiguredRemotes } from './features/remotes/remotes';
import '@openpresale/shared/styles.css';
import './styles/shell.css';

async function start() {
  await registerConfiguredRemotes();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();

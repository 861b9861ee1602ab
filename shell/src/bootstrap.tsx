import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerConfiguredRemotes } from './features/remotes/remotes';
import './styles/tokens.css';
import './styles/base.css';

async function start() {
  await registerConfiguredRemotes();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();

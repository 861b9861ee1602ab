import { HostProvider } from '@openpresale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import App from './App';
// The shell loads the site's tokens and base styles for the whole page; alone, the remote loads them itself.
import '@openpresale/shared/styles.css';

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <BrowserRouter>
      <HostProvider tokenName="Standalone">
        <Routes>
          <Route path="/*" element={<App basePath="/" />} />
        </Routes>
      </HostProvider>
    </BrowserRouter>
  </QueryClientProvider>,
);

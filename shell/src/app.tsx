import { createApiClient, HostProvider } from '@openpresale/shared';
import { settingsQuery } from '@openpresale/shared/queries';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteFooter } from './components/site-footer';
import { ToastView } from './components/toast-view';
import { ConsentBanner } from './features/consent/consent-banner';
import { openConsentChoices } from './features/consent/consent-store';
import { PixelLoader } from './features/consent/pixel-loader';
import { ReleaseWatch } from './features/remotes/release-watch';
import { pageState } from './features/server-page/server-page';
import { ScrollToTop } from './features/scroll/scroll-to-top';
import { AppRoutes } from './routes';

const publicApi = createApiClient({ getUserToken: () => null, getAdminToken: () => null });

function useTokenName(): string {
  // The remotes read the same definition, so the settings are fetched once per page load.
  const settings = useQuery(settingsQuery(publicApi));
  return settings.data?.settings.tokenName ?? '';
}

function Host() {
  const tokenName = useTokenName();
  return (
    <HostProvider
      tokenName={tokenName}
      renderToast={(toast, dismiss) => <ToastView toast={toast} onDismiss={dismiss} />}
      openPrivacyChoices={openConsentChoices}
    >
      <ScrollToTop />
      <ReleaseWatch />
      <div className="app-main">
        <AppRoutes />
      </div>
      {/* the shell's catalog is loaded before the app starts; these wait for it on their own if not */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
      <PixelLoader />
    </HostProvider>
  );
}

function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  // The figures the server rendered the page with, moments ago: the remote's first render shows
  // them too (the same markup), and they are asked for again once stale, as any cached answer.
  for (const { queryKey, data } of pageState.queries ?? []) client.setQueryData(queryKey, data);
  return client;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Host />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

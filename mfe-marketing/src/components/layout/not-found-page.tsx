import { NotFound } from '@openpresale/shared';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The site's one not-found page, in the marketing frame (header, footer with the risk notice). */
export function NotFoundPage() {
  return (
    <div className="mk-page">
      <SiteHeader />
      <main className="mk-section">
        <NotFound />
      </main>
      <SiteFooter />
    </div>
  );
}

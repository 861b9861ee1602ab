import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { usePageTitle } from '../../../lib/use-page-title';

/** SPEC §2: up to three documents; every unconfigured card says so rather than linking nowhere. */
const SLOTS = 3;

export function DocsPage() {
  usePageTitle('Docs');
  const settings = useSettings();
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const documents = settings.data?.settings.documents;
  return (
    <div className="by-stack">
      <PageHeader title="Documents" intro="Documents the issuer has published about the token and the sale." />
      {!documents ? (
        <section className="by-card">
          <SkeletonBlock lines={3} label="Loading the documents" />
        </section>
      ) : (
        <div className="by-grid by-grid-3">
          {Array.from({ length: SLOTS }, (_, i) => documents[i]).map((doc, i) =>
            doc ? (
              <a key={i} className="by-card by-doc-card" href={doc.link} target={doc.link.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
                <span className="by-doc-icon" aria-hidden="true" />
                <span className="by-card-title">{doc.title}</span>
                <span className="by-small by-muted">Open document</span>
              </a>
            ) : (
              <div key={i} className="by-card by-doc-card by-doc-empty">
                <span className="by-doc-icon" aria-hidden="true" />
                <span className="by-card-title">Document {i + 1}</span>
                <span className="by-small by-muted">Not published yet</span>
              </div>
            ),
          )}
        </div>
      )}
    </div>
  );
}

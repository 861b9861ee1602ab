import { usePageTitle } from '@openpresale/shared';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';

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
      ) : documents.length === 0 ? (
        <section className="by-card by-state by-state-empty">
          <p className="by-state-title">No documents published yet</p>
          <p className="by-state-text">The issuer's documents appear here once they are published.</p>
        </section>
      ) : (
        // Only published documents: empty placeholder cards promised something that is not there.
        <div className="by-grid by-grid-3">
          {documents.map((doc) => (
            <a
              key={doc.link}
              className="by-card by-doc-card"
              href={doc.link}
              target={doc.link.startsWith('/') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              <span className="by-doc-icon" aria-hidden="true" />
              <span className="by-card-title">{doc.title}</span>
              <span className="by-small by-muted">Open document</span>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

import { usePageTitle } from '@openpresale/shared';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { useT } from '../../../i18n';

export function DocsPage() {
  const t = useT();
  usePageTitle(t('docs.pageTitle'));
  const settings = useSettings();
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const documents = settings.data?.settings.documents;
  return (
    <div className="by-stack">
      <PageHeader title={t('docs.title')} intro={t('docs.intro')} />
      {!documents ? (
        <section className="by-card">
          <SkeletonBlock lines={3} label={t('docs.loading')} />
        </section>
      ) : documents.length === 0 ? (
        <section className="by-card by-state by-state-empty">
          <p className="by-state-title">{t('docs.empty')}</p>
          <p className="by-state-text">{t('docs.emptyText')}</p>
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
              <span className="by-small by-muted">{t('docs.open')}</span>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

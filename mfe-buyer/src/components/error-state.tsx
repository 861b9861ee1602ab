import { useErrorMessage } from '@openpresale/shared';
import { useT } from '../i18n';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const t = useT();
  const errorMessage = useErrorMessage();
  return (
    <div className="by-state by-state-error" role="alert">
      <p className="by-state-title">{title ?? t('common.loadFailed')}</p>
      <p className="by-state-text">{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

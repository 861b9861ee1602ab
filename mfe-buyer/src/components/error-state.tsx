import { errorMessage } from '@openpresale/shared';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ error, onRetry, title = 'This could not be loaded' }: ErrorStateProps) {
  return (
    <div className="by-state by-state-error" role="alert">
      <p className="by-state-title">{title}</p>
      <p className="by-state-text">{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

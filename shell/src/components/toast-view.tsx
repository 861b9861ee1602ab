import type { Toast } from '@openpresale/shared';

export function ToastView({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`toast toast-${toast.kind}`}>
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

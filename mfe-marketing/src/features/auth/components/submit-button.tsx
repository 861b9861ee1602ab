/** Disabled with a spinner while the request runs, so a second click cannot send it twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button type="submit" className="mk-button mk-button-primary mk-button-block mk-button-large" disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner mk-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

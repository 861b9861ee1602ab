/** Show/hide for password fields; on registration one toggle drives both fields (SPEC §6). */
export function PasswordToggle({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  return (
    <button type="button" className="mk-password-toggle" aria-pressed={shown} aria-controls={controls} onClick={onToggle}>
      {shown ? 'Hide password' : 'Show password'}
    </button>
  );
}

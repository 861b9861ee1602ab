import { useT } from '../../../i18n';

/** Show/hide for password fields; on registration one toggle drives both fields (SPEC §6). */
export function PasswordToggle({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  const t = useT();
  return (
    <button type="button" className="mk-password-toggle" aria-pressed={shown} aria-controls={controls} onClick={onToggle}>
      {shown ? t('auth.hidePassword') : t('auth.showPassword')}
    </button>
  );
}

import { useHost } from '@openpresale/shared';
import { useT } from '../../i18n';

/** Reopens the shell's consent banner; hidden when the remote runs without the shell. */
export function PrivacyChoicesButton({ className = 'mk-link-button' }: { className?: string }) {
  const { openPrivacyChoices } = useHost();
  const t = useT();
  if (!openPrivacyChoices) return null;
  return (
    <button type="button" className={className} onClick={() => openPrivacyChoices()}>
      {t('common.privacyChoices')}
    </button>
  );
}

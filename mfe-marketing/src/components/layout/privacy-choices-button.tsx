import { useHost } from '@openpresale/shared';

/** Reopens the shell's consent banner; hidden when the remote runs without the shell. */
export function PrivacyChoicesButton({ className = 'mk-link-button' }: { className?: string }) {
  const { openPrivacyChoices } = useHost();
  if (!openPrivacyChoices) return null;
  return (
    <button type="button" className={className} onClick={() => openPrivacyChoices()}>
      Privacy choices
    </button>
  );
}

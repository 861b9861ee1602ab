import { useHost } from '@openpresale/shared';
import { useState } from 'react';
import { useT } from '../i18n';

/** Copies a value (an amount or a wallet address) and says so, because a wrong paste loses money. */
export function CopyButton({ value, label, compact = false }: { value: string; label: string; compact?: boolean }) {
  const host = useHost();
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      host.notify({ kind: 'error', title: t('common.copyFailed'), description: t('common.copyFailedText') });
    }
  }
  return (
    <button
      type="button"
      className={`button by-copy${compact ? ' by-copy-compact' : ''}`}
      onClick={copy}
      aria-label={t('common.copyLabel', { label })}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 15V5a1 1 0 0 1 1-1h10" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={compact ? 'visually-hidden' : undefined} aria-live="polite">
        {copied ? t('common.copied') : t('common.copy')}
      </span>
    </button>
  );
}

import { useT } from '../i18n';

/** A grey placeholder shown while real figures load, so nothing jumps and nothing is invented. */
export function Skeleton({ width = '100%', height = '1em', className = '' }: { width?: string; height?: string; className?: string }) {
  return <span className={`by-skeleton ${className}`} style={{ width, height }} aria-hidden="true" />;
}

/** Screen-reader text plus skeleton lines, for a whole loading block. */
export function SkeletonBlock({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useT();
  return (
    <div className="by-skeleton-block" role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} height="1.1em" />
      ))}
    </div>
  );
}

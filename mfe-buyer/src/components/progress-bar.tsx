interface ProgressBarProps {
  /** 0–100 */
  value: number;
  label: string;
  tone?: 'primary' | 'accent';
}

export function ProgressBar({ value, label, tone = 'primary' }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      className={`by-progress by-progress-${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100) / 100}
    >
      <span className="by-progress-fill" style={{ width: `${clamped}%` }} />
    </div>
  );
}

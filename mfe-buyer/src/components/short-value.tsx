import { shortValue } from '../lib/short-value';
import { CopyButton } from './copy-button';

/**
 * A hash or address shown short, so a table row fits a phone, with the whole value one click away
 * (copy) and read in full by screen readers.
 */
export function ShortValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="by-short-value">
      <code className="by-code-inline" title={value} aria-hidden="true">
        {shortValue(value)}
      </code>
      <span className="visually-hidden">{value}</span>
      <CopyButton value={value} label={label} compact />
    </span>
  );
}

import { Typography } from 'antd';
import { useT } from '../i18n';

/** 'abcdef…wxyz': enough of a hash or address to tell two apart at a glance. */
export function shorten(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/**
 * A long hash, token or address shortened so its table column stays narrow; the full value is in
 * the tooltip and one click away on the copy button, named after what it copies.
 */
export function ShortValue({ value, label }: { value: string; label: string }) {
  const t = useT();
  return (
    <Typography.Text className="ad-mono ad-short" copyable={{ text: value, tooltips: [t('common.copy', { label }), t('common.copied')] }}>
      <span title={value}>{shorten(value)}</span>
    </Typography.Text>
  );
}

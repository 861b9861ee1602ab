import { Tag } from 'antd';
import { useT } from '../i18n';

const tones = {
  pending: 'warning',
  seen: 'warning',
  review: 'danger',
  approved: 'success',
  rejected: 'danger',
  expired: 'muted',
  cancelled: 'muted',
} as const;

/** An order's status. The colours are the site's own (styles/admin.css): antd's preset gold and green read below 4.5:1. */
export function StatusTag({ status }: { status: keyof typeof tones }) {
  const t = useT();
  return <Tag className={`ad-status ad-status-${tones[status]}`}>{t(`common.status.${status}`)}</Tag>;
}

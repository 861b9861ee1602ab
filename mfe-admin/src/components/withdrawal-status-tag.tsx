import { Tag } from 'antd';

const tones = { requested: 'warning', sent: 'success', rejected: 'danger' } as const;

/** A withdrawal request's status, in the same colours as an order's (components/status-tag.tsx). */
export function WithdrawalStatusTag({ status }: { status: keyof typeof tones }) {
  return <Tag className={`ad-status ad-status-${tones[status]}`}>{status}</Tag>;
}

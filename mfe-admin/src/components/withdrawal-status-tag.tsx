import { Tag } from 'antd';
import { useT } from '../i18n';

const tones = { requested: 'warning', sent: 'success', rejected: 'danger' } as const;

/** A withdrawal request's status, in the same colours as an order's (components/status-tag.tsx). */
export function WithdrawalStatusTag({ status }: { status: keyof typeof tones }) {
  const t = useT();
  return <Tag className={`ad-status ad-status-${tones[status]}`}>{t(`common.withdrawalStatus.${status}`)}</Tag>;
}

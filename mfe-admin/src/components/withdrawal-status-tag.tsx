import { Tag } from 'antd';

const colors = { requested: 'gold', sent: 'green', rejected: 'red' } as const;

export function WithdrawalStatusTag({ status }: { status: keyof typeof colors }) {
  return <Tag color={colors[status]}>{status}</Tag>;
}

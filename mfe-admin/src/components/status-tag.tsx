import { Tag } from 'antd';

const colors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

export function StatusTag({ status }: { status: keyof typeof colors }) {
  return <Tag color={colors[status]}>{status}</Tag>;
}

import { Space } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { ApprovedTransactions } from './approved-transactions';
import { TransactionsTable } from './transactions-table';

export function TransactionsPage() {
  return (
    <>
      <PageHeader title="All Transactions" description="Orders refresh every 30 seconds. Approving a payment credits the buyer once." />
      <Space orientation="vertical" size={16} className="ad-full">
        <TransactionsTable />
        <ApprovedTransactions />
      </Space>
    </>
  );
}

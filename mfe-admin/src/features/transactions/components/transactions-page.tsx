import { Space } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { ApprovedTransactions } from './approved-transactions';
import { TransactionsTable } from './transactions-table';

export function TransactionsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <Space orientation="vertical" size={16} className="ad-full">
        <TransactionsTable />
        <ApprovedTransactions />
      </Space>
    </>
  );
}

import { Col, Row } from 'antd';
import { useT } from '../../../i18n';
import { PageHeader } from '../../../components/page-header';
import { MainCurrencyForm } from '../../../components/main-currency-form';
import { AddCryptoForm } from './add-crypto-form';
import { CryptoTable } from './crypto-table';
import { RatesCard } from './rates-card';

export function CryptoPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('crypto.title')} description={t('crypto.description')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <AddCryptoForm />
        </Col>
        <Col xs={24} xl={8}>
          <MainCurrencyForm />
        </Col>
        <Col xs={24}>
          <CryptoTable />
        </Col>
        <Col xs={24}>
          <RatesCard />
        </Col>
      </Row>
    </>
  );
}

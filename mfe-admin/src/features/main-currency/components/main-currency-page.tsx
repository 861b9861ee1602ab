import { Col, Row } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { MainCurrencyForm } from '../../../components/main-currency-form';

export function MainCurrencyPage() {
  return (
    <>
      <PageHeader title="Change main currency" description="The dollar price of one token; every currency rate is derived from it." />
      <Row>
        <Col xs={24} md={16} xl={10}>
          <MainCurrencyForm />
        </Col>
      </Row>
    </>
  );
}

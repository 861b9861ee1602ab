import { Col, Row } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { MainCurrencyForm } from '../../../components/main-currency-form';
import { useT } from '../../../i18n';

export function MainCurrencyPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('mainCurrency.title')} description={t('mainCurrency.description')} />
      <Row>
        <Col xs={24} md={16} xl={10}>
          <MainCurrencyForm />
        </Col>
      </Row>
    </>
  );
}

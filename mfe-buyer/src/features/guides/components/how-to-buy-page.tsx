import { usePageTitle } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { useSettings } from '../../../api/use-settings';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';

export function HowToBuyPage() {
  const t = useT();
  usePageTitle(t('guides.howToBuy.title'));
  const settings = useSettings();
  const symbol = settings.data?.settings.tokenSymbol ?? t('guides.howToBuy.theToken');
  return (
    <div className="by-stack">
      <PageHeader title={t('guides.howToBuy.title')} intro={t('guides.howToBuy.intro', { symbol })} />
      <div className="by-grid by-grid-2">
        <section className="by-card by-prose">
          <h2 className="by-card-title">{t('guides.howToBuy.walletTitle')}</h2>
          <p>{t('guides.howToBuy.walletText')}</p>
          <p className="by-small by-muted">{t('guides.howToBuy.walletNote')}</p>
        </section>
        <section className="by-card by-prose">
          <h2 className="by-card-title">{t('guides.howToBuy.exchangeTitle')}</h2>
          <p>{t('guides.howToBuy.exchangeText')}</p>
          <Link to={paths.withdrawalGuide}>{t('guides.howToBuy.readGuide')}</Link>
        </section>
      </div>
      <section className="by-card by-prose">
        <h2 className="by-card-title">{t('guides.howToBuy.stepsTitle', { symbol })}</h2>
        <ol className="by-step-list">
          <li>
            {t('guides.howToBuy.step1Before')} <Link to={paths.buyToken}>{t('guides.howToBuy.step1Link')}</Link>{' '}
            {t('guides.howToBuy.step1After')}
          </li>
          <li>{t('guides.howToBuy.step2', { symbol })}</li>
          <li>{t('guides.howToBuy.step3')}</li>
          <li>{t('guides.howToBuy.step4')}</li>
          <li>{t('guides.howToBuy.step5')}</li>
        </ol>
      </section>
    </div>
  );
}

import { usePageTitle } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';
import type { guidesEn } from '../i18n/en';

// Network names are proper names; what each one is comes from the catalog.
const NETWORKS: { name: string; about: keyof typeof guidesEn }[] = [
  { name: 'BEP2', about: 'guides.withdrawal.network.BEP2' },
  { name: 'BEP20', about: 'guides.withdrawal.network.BEP20' },
  { name: 'ERC20', about: 'guides.withdrawal.network.ERC20' },
  { name: 'TRC20', about: 'guides.withdrawal.network.TRC20' },
  { name: 'BTC', about: 'guides.withdrawal.network.BTC' },
  { name: 'BTC SegWit', about: 'guides.withdrawal.network.BTCSegWit' },
];

const STEPS = [
  'guides.withdrawal.step1',
  'guides.withdrawal.step2',
  'guides.withdrawal.step3',
  'guides.withdrawal.step4',
  'guides.withdrawal.step5',
  'guides.withdrawal.step6',
] as const;

export function WithdrawalGuidePage() {
  const t = useT();
  usePageTitle(t('guides.withdrawal.title'));
  return (
    <div className="by-stack">
      <PageHeader title={t('guides.withdrawal.title')} intro={t('guides.withdrawal.intro')} />
      <div className="by-notice by-notice-danger" role="note">
        <p>
          <strong>{t('guides.withdrawal.warningStrong')}</strong> {t('guides.withdrawal.warning')}
        </p>
      </div>
      <section className="by-card by-prose">
        <h2 className="by-card-title">{t('guides.withdrawal.stepsTitle')}</h2>
        <ol className="by-step-list">
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      <section className="by-card" aria-labelledby="by-networks-title">
        <h2 id="by-networks-title" className="by-card-title">
          {t('guides.withdrawal.networks')}
        </h2>
        <dl className="by-networks">
          {NETWORKS.map((n) => (
            <div key={n.name} className="by-network">
              <dt>{n.name}</dt>
              <dd>{t(n.about)}</dd>
            </div>
          ))}
        </dl>
        <p className="by-small by-muted">{t('guides.withdrawal.testFirst')}</p>
      </section>
      <p>
        <Link to={paths.howToBuy}>{t('guides.withdrawal.back')}</Link>
      </p>
    </div>
  );
}

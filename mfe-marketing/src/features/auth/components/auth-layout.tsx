import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../../components/layout/brand';
import { PrivacyChoicesButton } from '../../../components/layout/privacy-choices-button';
import { RiskNotice } from '../../../components/layout/risk-notice';
import { useSettings } from '../../../api/settings';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';

export function AuthLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  const settings = useSettings().data?.settings;
  return (
    <div className="mk-auth">
      <header className="mk-auth-header">
        <Brand name={settings?.tokenName ?? ''} symbol={settings?.tokenSymbol ?? ''} />
      </header>
      <main className="mk-auth-main">
        <div className="mk-auth-card">
          <h1 className="mk-auth-title">{title}</h1>
          <p className="mk-auth-intro">{intro}</p>
          {children}
        </div>
      </main>
      <footer className="mk-auth-footer">
        <RiskNotice />
        <p className="mk-auth-footer-links">
          <Link to="/">{t('common.footer.homepage')}</Link>
          <Link to={paths.privacy}>{t('common.footer.privacy')}</Link>
          <PrivacyChoicesButton />
        </p>
      </footer>
    </div>
  );
}

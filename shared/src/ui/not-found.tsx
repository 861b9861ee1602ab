import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../host/use-page-title';
import { commonTranslations } from '../i18n/common';

export interface NotFoundProps {
  /** Where the one button leads: the home of the section the visitor is in. */
  homePath?: string;
  homeLabel?: string;
}

/** The one not-found page of the site: the shell and every remote show this for an unknown path. */
export function NotFound({ homePath = '/', homeLabel }: NotFoundProps) {
  const t = commonTranslations.useT();
  usePageTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <section className="message-card not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className="button button-primary" onClick={() => navigate(homePath)}>
        {homeLabel ?? t('notFound.home')}
      </button>
    </section>
  );
}

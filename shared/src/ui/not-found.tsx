import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../host/use-page-title';

export interface NotFoundProps {
  /** Where the one button leads: the home of the section the visitor is in. */
  homePath?: string;
  homeLabel?: string;
}

/** The one not-found page of the site: the shell and every remote show this for an unknown path. */
export function NotFound({ homePath = '/', homeLabel = 'Go home' }: NotFoundProps) {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  return (
    <section className="message-card not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <button type="button" className="button button-primary" onClick={() => navigate(homePath)}>
        {homeLabel}
      </button>
    </section>
  );
}

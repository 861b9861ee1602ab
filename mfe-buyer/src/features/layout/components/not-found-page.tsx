import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="by-state">
      <p className="by-state-title">Page not found</p>
      <Link to={paths.home} className="button button-primary">
        Back to Dashboard
      </Link>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useT } from '../../i18n';

/** The issuer's name with a monogram; white-label, so no logo image is assumed. */
export function Brand({ name, symbol }: { name: string; symbol: string }) {
  const t = useT();
  return (
    <Link to="/" className="mk-brand">
      <span className="mk-brand-mark" aria-hidden="true">
        {(symbol || name).slice(0, 1).toUpperCase() || '·'}
      </span>
      <span className="mk-brand-name">{name || t('common.brand.fallback')}</span>
    </Link>
  );
}

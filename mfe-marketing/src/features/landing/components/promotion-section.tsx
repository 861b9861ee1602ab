import type { PublicSettings } from '@openpresale/shared/schemas';
import { useLocalized } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';

/** Rendered only when the issuer configured a promotion (SPEC §2: hidden when empty). */
export function PromotionSection({ promotion }: { promotion: NonNullable<PublicSettings['promotion']> }) {
  const t = useT();
  const localized = useLocalized();
  const title = localized(promotion.title, promotion.titleI18n);
  const text = localized(promotion.text, promotion.textI18n);
  const external = /^https?:/i.test(promotion.rulesLink);
  return (
    <section id="promotion" className="mk-section" aria-labelledby="mk-promotion-title">
      <div className="mk-container">
        <div className="mk-promo">
          <h2 id="mk-promotion-title" className="mk-section-title">
            {title || t('landing.promotion.title')}
          </h2>
          {text && <p className="mk-promo-text">{text}</p>}
          <div className="mk-promo-actions">
            <Link to={paths.register} className="mk-button mk-button-primary mk-button-large">
              {t('landing.purchase')}
            </Link>
            {promotion.rulesLink && (
              <a
                className="mk-button mk-button-on-dark"
                href={promotion.rulesLink}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {t('landing.promotion.rules')}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

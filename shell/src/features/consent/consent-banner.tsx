import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { chooseConsent, closeConsentChoices, useConsent } from './consent-store';
import './consent.css';

/**
 * Asked once per browser (and again whenever the visitor reopens it from a footer). It is not a
 * modal: the page stays usable, and until the visitor answers no pixel is requested.
 */
export function ConsentBanner() {
  const t = useT();
  const { choice, bannerOpen } = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const reopened = bannerOpen && choice !== null;

  useEffect(() => {
    // The fixed banner must not hide the end of the page (footer links, risk notice): reserve its
    // height below the content while it is shown.
    const banner = bannerRef.current;
    if (!bannerOpen || !banner) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--op-consent-space', `${banner.offsetHeight + 32}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--op-consent-space');
    };
  }, [bannerOpen]);

  useEffect(() => {
    // When the visitor reopened it, move focus there so keyboard users land on the choice.
    if (reopened) headingRef.current?.focus();
  }, [reopened]);

  if (!bannerOpen) return null;

  return (
    <section className="op-consent" aria-labelledby="op-consent-title" ref={bannerRef}>
      <div className="op-consent-body">
        <h2 id="op-consent-title" className="op-consent-title" tabIndex={-1} ref={headingRef}>
          {t('consent.title')}
        </h2>
        <p className="op-consent-text">
          {t('consent.text')} <Link to="/privacy">{t('consent.policyLink')}</Link>.
        </p>
        {choice && <p className="op-consent-current">{t('consent.current', { choice })}</p>}
      </div>
      <div className="op-consent-actions">
        <button type="button" className="button" onClick={() => chooseConsent('refused')}>
          {t('consent.refuse')}
        </button>
        <button type="button" className="button button-primary" onClick={() => chooseConsent('accepted')}>
          {t('consent.accept')}
        </button>
        {reopened && (
          <button type="button" className="op-consent-close" aria-label={t('consent.close')} onClick={closeConsentChoices}>
            ×
          </button>
        )}
      </div>
    </section>
  );
}

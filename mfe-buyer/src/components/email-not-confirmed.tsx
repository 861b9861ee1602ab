import { useErrorMessage, useHost, useI18n } from '@openpresale/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';

/**
 * Said while the buyer's address is not confirmed: where the link went, that it is needed before
 * the first order, and 'Send a new link' (the server limits how often).
 */
export function EmailNotConfirmed({ email, withProfileLink = false }: { email: string; withProfileLink?: boolean }) {
  const host = useHost();
  const t = useT();
  const { locale } = useI18n();
  const errorMessage = useErrorMessage();
  const resend = useMutation({
    mutationFn: () => host.api.put<{ message?: string }>('emailVerification.php', { auth: 'user' }),
    // The server's own sentence is English: another language says it in its own words.
    onSuccess: (answer) =>
      host.notify({
        kind: 'success',
        title: t('common.emailNotice.sent'),
        description: locale === 'en' && answer?.message ? answer.message : t('common.emailNotice.sentText', { email }),
      }),
    onError: (error) =>
      host.notify({
        kind: 'error',
        title: t('common.emailNotice.notSent'),
        description: errorMessage(error, { network: t('common.genericError'), failed: t('common.genericError') }),
      }),
  });
  return (
    <section className="by-notice by-notice-warning by-email-notice" aria-labelledby="by-email-notice-title">
      <div>
        <p id="by-email-notice-title" className="by-notice-title">
          {t('common.emailNotice.title')}
        </p>
        <p>
          {t('common.emailNotice.before')} <strong>{email}</strong>
          {t('common.emailNotice.after')}
          {withProfileLink && (
            <>
              {' '}
              {t('common.emailNotice.wrongAddress')} <Link to="/dashboard/profile">{t('common.myProfile')}</Link>.
            </>
          )}
        </p>
      </div>
      <button type="button" className="button button-secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('common.emailNotice.sending') : t('common.emailNotice.resend')}
      </button>
    </section>
  );
}

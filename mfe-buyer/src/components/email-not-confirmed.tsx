import { ApiRequestError, useHost } from '@openpresale/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/**
 * Said while the buyer's address is not confirmed: where the link went, that it is needed before
 * the first order, and 'Send a new link' (the server limits how often).
 */
export function EmailNotConfirmed({ email, withProfileLink = false }: { email: string; withProfileLink?: boolean }) {
  const host = useHost();
  const resend = useMutation({
    mutationFn: () => host.api.put<{ message?: string }>('emailVerification.php', { auth: 'user' }),
    onSuccess: (answer) =>
      host.notify({ kind: 'success', title: 'Link sent', description: answer?.message ?? `We sent a new link to ${email}.` }),
    onError: (error) =>
      host.notify({
        kind: 'error',
        title: 'The link was not sent',
        description: error instanceof ApiRequestError && !error.isNetworkError ? error.message : 'An error occurred. Please try again.',
      }),
  });
  return (
    <section className="by-notice by-notice-warning by-email-notice" aria-labelledby="by-email-notice-title">
      <div>
        <p id="by-email-notice-title" className="by-notice-title">
          Please confirm your e-mail address
        </p>
        <p>
          We sent a link to <strong>{email}</strong>. You can look around meanwhile; it is needed before your first order.
          {withProfileLink && (
            <>
              {' '}
              Wrong address? Change it in <Link to="/dashboard/profile">My Profile</Link>.
            </>
          )}
        </p>
      </div>
      <button type="button" className="button button-secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </button>
    </section>
  );
}

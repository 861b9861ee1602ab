import { useHost, usePageTitle } from '@openpresale/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmailLink, type EmailConfirmation } from '../api/account-requests';
import { useT } from '../../../i18n';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthLayout } from './auth-layout';

/**
 * The page a confirmation e-mail links to: the link is confirmed as the page opens (registration
 * or a change of address), and the page says what happened and where to go next.
 */
export function VerifyEmailPage() {
  const t = useT();
  const authError = useAuthError();
  usePageTitle(t('auth.verify.title'));
  const host = useHost();
  const token = useSearchParams()[0].get('token') ?? '';
  const [result, setResult] = useState<EmailConfirmation | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const error = !token ? t('auth.verify.incomplete') : failure !== null ? authError(failure, 'verify') : '';
  const sent = useRef(false);

  useEffect(() => {
    // once, even when React runs the effect twice in development
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailLink(host.api, token).then(
      (answer) => {
        setResult(answer);
        const { userToken } = host.session;
        // this browser's session keeps the address the account now has
        if (answer.purpose === 'email_change' && userToken) host.signInUser(userToken, answer.email);
      },
      (cause: unknown) => setFailure(cause ?? new Error()),
    );
  }, [host, token]);

  const signedIn = Boolean(host.session.userToken);
  return (
    <AuthLayout title={t('auth.verify.title')} intro={t('auth.verify.intro')}>
      {result ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {t(result.purpose === 'verify' ? 'auth.verify.confirmed' : 'auth.verify.changed', { email: result.email })}
          </p>
          <Link className="mk-button mk-button-primary mk-button-block mk-button-large" to={signedIn ? '/dashboard/buy-token' : '/login'}>
            {signedIn ? t('auth.verify.goToBuy') : t('auth.logIn')}
          </Link>
        </div>
      ) : error ? (
        <div className="mk-form">
          <p className="mk-form-error" role="alert">
            {error}
          </p>
          <p className="mk-form-note">
            {signedIn ? (
              <>
                {t('auth.verify.fromProfileBefore')}
                <Link to="/dashboard/profile">{t('auth.verify.profile')}</Link>
                {t('auth.verify.fromProfileAfter')}
              </>
            ) : (
              <>
                <Link to="/login">{t('auth.verify.logInLink')}</Link>
                {t('auth.verify.logInRest')}
              </>
            )}
          </p>
        </div>
      ) : (
        <p className="mk-form-note" role="status">
          {t('auth.verify.confirming')}
        </p>
      )}
    </AuthLayout>
  );
}

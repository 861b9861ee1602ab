import { useHost, usePageTitle } from '@openpresale/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmailLink, type EmailConfirmation } from '../api/account-requests';
import { authErrorMessage } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';

/**
 * The page a confirmation e-mail links to: the link is confirmed as the page opens (registration
 * or a change of address), and the page says what happened and where to go next.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm e-mail address');
  const host = useHost();
  const token = useSearchParams()[0].get('token') ?? '';
  const [result, setResult] = useState<EmailConfirmation | null>(null);
  const [error, setError] = useState(token ? '' : 'The link is incomplete. Open it again from the e-mail.');
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
      (cause) => setError(authErrorMessage(cause, 'verify')),
    );
  }, [host, token]);

  const signedIn = Boolean(host.session.userToken);
  return (
    <AuthLayout title="Confirm e-mail address" intro="Confirming your address keeps your account and your tokens reachable.">
      {result ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {result.message}
          </p>
          <Link className="mk-button mk-button-primary mk-button-block mk-button-large" to={signedIn ? '/dashboard/buy-token' : '/login'}>
            {signedIn ? 'Go to Buy Token' : 'Log in'}
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
                Send a new link from <Link to="/dashboard/profile">My Profile</Link>.
              </>
            ) : (
              <>
                <Link to="/login">Log in</Link> and send a new link from My Profile.
              </>
            )}
          </p>
        </div>
      ) : (
        <p className="mk-form-note" role="status">
          Confirming…
        </p>
      )}
    </AuthLayout>
  );
}

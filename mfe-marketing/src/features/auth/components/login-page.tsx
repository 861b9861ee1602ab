import { useHost } from '@openpresale/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { authErrorMessage, logIn } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from './submit-button';

export function LoginPage() {
  usePageTitle('Login');
  const host = useHost();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    setBusy(true);
    try {
      const session = await logIn(host.api, email.trim(), password);
      host.signInUser(session.token, session.email);
      navigate('/dashboard/buy-token');
    } catch (cause) {
      setError(authErrorMessage(cause, 'login'));
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to buy tokens and follow your orders.">
      <form className="mk-form" onSubmit={submit}>
        <div className="mk-field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="mk-field">
          <div className="mk-field-row">
            <label htmlFor="login-password">Password</label>
            <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} controls="login-password" />
          </div>
          <input
            id="login-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <SubmitButton busy={busy}>Log in</SubmitButton>
        {error && (
          <p className="mk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="mk-auth-switch">
        No account yet? <Link to="/register">Sign up</Link>
      </p>
    </AuthLayout>
  );
}

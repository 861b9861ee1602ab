import { useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { loginBodySchema } from '@openpresale/shared/schemas';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pageTitles } from '../../../lib/page-titles';
import { authErrorMessage, logIn } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from './submit-button';
import { paths } from '../../../lib/paths';

type Field = 'email' | 'password';

const FIELDS: Record<Field, FieldSpec> = {
  email: { label: 'Email', keys: ['email'] },
  password: { label: 'Password', keys: ['pass'] },
};

export function LoginPage() {
  usePageTitle(pageTitles['/login']);
  const host = useHost();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    const checked = loginBodySchema.safeParse({ type: 'login', email, pass: password });
    const found = checked.success ? {} : placeIssues(checked.error.issues, FIELDS).fields;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await logIn(host.api, email.trim(), password);
      host.signInUser(session.token, session.email);
      navigate('/dashboard/buy-token');
    } catch (cause) {
      // A wrong password is about the pair, not one field: only a named field gets the message.
      const placed = placeServerMessage(authErrorMessage(cause, 'login'), FIELDS);
      setErrors(placed.fields);
      setError(placed.form ?? '');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to buy tokens and follow your orders.">
      <form className="mk-form" onSubmit={submit} noValidate>
        <FormField
          id="login-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <FormField
          id="login-password"
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          labelAside={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} controls="login-password" />}
        />
        <p className="mk-form-note mk-form-note-end">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <SubmitButton busy={busy}>Log in</SubmitButton>
        {error && (
          <p className="mk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="mk-auth-switch">
        No account yet? <Link to={paths.register}>Sign up</Link>
      </p>
    </AuthLayout>
  );
}

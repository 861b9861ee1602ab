import { useHost } from '@openpresale/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { authErrorMessage, register } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from './submit-button';

const EMPTY = { name: '', email: '', phone: '', password: '', confirm: '' };

export function RegisterPage() {
  usePageTitle('Register');
  const host = useHost();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [showPasswords, setShowPasswords] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    if (fields.password !== fields.confirm) {
      setError('Passwords do not match.');
      return;
    }
    setBusy(true);
    const email = fields.email.trim().toLowerCase();
    try {
      const token = await register(host.api, {
        name: fields.name.trim(),
        email,
        phone: fields.phone.trim(),
        pass: fields.password,
      });
      host.signInUser(token, email);
      navigate('/dashboard/buy-token');
    } catch (cause) {
      setError(authErrorMessage(cause, 'register'));
      setBusy(false);
    }
  }

  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <AuthLayout title="Create your account" intro="Register to buy tokens, collect level bonuses and follow your orders.">
      <form className="mk-form" onSubmit={submit}>
        <div className="mk-field">
          <label htmlFor="register-name">Full name</label>
          <input id="register-name" name="name" autoComplete="name" required value={fields.name} onChange={set('name')} />
        </div>
        <div className="mk-field">
          <label htmlFor="register-email">Email</label>
          <input id="register-email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={set('email')} />
        </div>
        <div className="mk-field">
          <label htmlFor="register-phone">Phone</label>
          <input id="register-phone" name="phone" type="tel" autoComplete="tel" required value={fields.phone} onChange={set('phone')} />
        </div>
        <div className="mk-field">
          <div className="mk-field-row">
            <label htmlFor="register-password">Password</label>
            <PasswordToggle
              shown={showPasswords}
              onToggle={() => setShowPasswords((v) => !v)}
              controls="register-password register-confirm"
            />
          </div>
          <input
            id="register-password"
            name="password"
            type={passwordType}
            autoComplete="new-password"
            required
            value={fields.password}
            onChange={set('password')}
          />
        </div>
        <div className="mk-field">
          <label htmlFor="register-confirm">Confirm password</label>
          <input
            id="register-confirm"
            name="confirm"
            type={passwordType}
            autoComplete="new-password"
            required
            value={fields.confirm}
            onChange={set('confirm')}
          />
        </div>
        <p className="mk-form-note">
          By registering you accept the <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <SubmitButton busy={busy}>Register</SubmitButton>
        {error && (
          <p className="mk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="mk-auth-switch">
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}

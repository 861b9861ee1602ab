import { errorTranslations, useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { loginBodySchema } from '@openpresale/shared/schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pageTitles } from '../../../lib/page-titles';
import { useT } from '../../../i18n';
import { logIn } from '../api/auth-requests';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from './submit-button';
import { paths } from '../../../lib/paths';

type Field = 'email' | 'password';

export function LoginPage() {
  const t = useT();
  const errorText = errorTranslations.useT();
  const authError = useAuthError();
  usePageTitle(t(pageTitles['/login']));
  const FIELDS: Record<Field, FieldSpec> = useMemo(
    () => ({
      email: { label: t('auth.field.email'), keys: ['email'] },
      password: { label: t('auth.field.password'), keys: ['pass'] },
    }),
    [t],
  );
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
    const found = checked.success ? {} : placeIssues(checked.error.issues, FIELDS, errorText).fields;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await logIn(host.api, email.trim(), password);
      host.signInUser(session.token, session.email);
      navigate('/dashboard/buy-token');
    } catch (cause) {
      // A wrong password is about the pair, not one field: only a named field gets the message.
      const placed = placeServerMessage(authError(cause, 'login'), FIELDS);
      setErrors(placed.fields);
      setError(placed.form ?? '');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.logIn')} intro={t('auth.login.intro')}>
      <form className="mk-form" onSubmit={submit} noValidate>
        <FormField
          id="login-email"
          label={t('auth.field.email')}
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
          label={t('auth.field.password')}
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
          <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        </p>
        <SubmitButton busy={busy}>{t('auth.logIn')}</SubmitButton>
        {error && (
          <p className="mk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="mk-auth-switch">
        {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.signUp')}</Link>
      </p>
    </AuthLayout>
  );
}

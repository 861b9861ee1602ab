import { errorTranslations, useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { userPasswordSchema } from '@openpresale/shared/schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { setNewPassword } from '../api/account-requests';
import { useT } from '../../../i18n';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { PasswordToggle } from './password-toggle';
import { PASSWORD_MIN_LENGTH } from './register-page';
import { SubmitButton } from './submit-button';

type Field = 'password' | 'confirm';

/** The page a reset e-mail links to: a new password for the account the link belongs to. */
export function ResetPasswordPage() {
  const t = useT();
  const errorText = errorTranslations.useT();
  const authError = useAuthError();
  usePageTitle(t('auth.reset.title'));
  const FIELDS: Record<Field, FieldSpec> = useMemo(
    () => ({
      password: { label: t('auth.field.newPassword'), keys: ['pass'], words: ['password'] },
      confirm: { label: t('auth.field.confirmNew'), keys: [] },
    }),
    [t],
  );
  const host = useHost();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    const checked = userPasswordSchema.safeParse(password);
    const found: FieldErrors<Field> = checked.success
      ? {}
      : placeIssues(
          checked.error.issues.map((issue) => ({ ...issue, path: ['pass'] })),
          FIELDS,
          errorText,
        ).fields;
    if (password !== confirm) found.confirm = t('auth.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await setNewPassword(host.api, token, password);
      setDone(true);
      // the server ended every session of the account, this browser's too
      if (host.session.userToken) host.signOutUser();
    } catch (cause) {
      const placed = placeServerMessage(authError(cause, 'reset'), FIELDS);
      setErrors(placed.fields);
      setError(placed.form ?? '');
    } finally {
      setBusy(false);
    }
  }

  if (!token)
    return (
      <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.noTokenIntro')}>
        <p className="mk-form-error" role="alert">
          {t('auth.reset.incomplete')}
        </p>
        <p className="mk-auth-switch">
          <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
        </p>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {done ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {t('auth.reset.done')}
          </p>
          <Link className="mk-button mk-button-primary mk-button-block mk-button-large" to="/login">
            {t('auth.logIn')}
          </Link>
        </div>
      ) : (
        <form className="mk-form" onSubmit={submit} noValidate>
          <FormField
            id="reset-password"
            label={t('auth.field.newPassword')}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={errors.password ? undefined : t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
            error={errors.password}
            labelAside={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} controls="reset-password reset-confirm" />}
          />
          <FormField
            id="reset-confirm"
            label={t('auth.field.confirmNew')}
            name="confirm"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <SubmitButton busy={busy}>{t('auth.reset.submit')}</SubmitButton>
          {error && (
            <p className="mk-form-error" role="alert">
              {error}
            </p>
          )}
          {error && (
            <p className="mk-form-note">
              <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
            </p>
          )}
        </form>
      )}
    </AuthLayout>
  );
}

import { useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { userPasswordSchema } from '@openpresale/shared/schemas';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { setNewPassword } from '../api/account-requests';
import { authErrorMessage } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { PasswordToggle } from './password-toggle';
import { PASSWORD_RULE } from './register-page';
import { SubmitButton } from './submit-button';

type Field = 'password' | 'confirm';
const FIELDS: Record<Field, FieldSpec> = {
  password: { label: 'New password', keys: ['pass'], words: ['password'] },
  confirm: { label: 'Confirm new password', keys: [] },
};

/** The page a reset e-mail links to: a new password for the account the link belongs to. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const host = useHost();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

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
        ).fields;
    if (password !== confirm) found.confirm = 'Passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setDone(await setNewPassword(host.api, token, password));
      // the server ended every session of the account, this browser's too
      if (host.session.userToken) host.signOutUser();
    } catch (cause) {
      const placed = placeServerMessage(authErrorMessage(cause, 'reset'), FIELDS);
      setErrors(placed.fields);
      setError(placed.form ?? '');
    } finally {
      setBusy(false);
    }
  }

  if (!token)
    return (
      <AuthLayout title="Choose a new password" intro="This page opens from the link in a password reset e-mail.">
        <p className="mk-form-error" role="alert">
          The link is incomplete. Open it again from the e-mail, or ask for a new one.
        </p>
        <p className="mk-auth-switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Choose a new password" intro="Every device signed in to your account will be signed out.">
      {done ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {done}
          </p>
          <Link className="mk-button mk-button-primary mk-button-block mk-button-large" to="/login">
            Log in
          </Link>
        </div>
      ) : (
        <form className="mk-form" onSubmit={submit} noValidate>
          <FormField
            id="reset-password"
            label="New password"
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={errors.password ? undefined : PASSWORD_RULE}
            error={errors.password}
            labelAside={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} controls="reset-password reset-confirm" />}
          />
          <FormField
            id="reset-confirm"
            label="Confirm new password"
            name="confirm"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <SubmitButton busy={busy}>Save the new password</SubmitButton>
          {error && (
            <p className="mk-form-error" role="alert">
              {error}
            </p>
          )}
          {error && (
            <p className="mk-form-note">
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          )}
        </form>
      )}
    </AuthLayout>
  );
}

import { useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { passwordResetRequestSchema } from '@openpresale/shared/schemas';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { askForResetLink } from '../api/account-requests';
import { authErrorMessage } from '../api/auth-requests';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

const FIELDS: Record<'email', FieldSpec> = { email: { label: 'Email', keys: ['email'], words: ['email', 'e-mail'] } };

/** 'Forgot password?': the address, then the server's answer, which is the same for any address. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const host = useHost();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    const checked = passwordResetRequestSchema.safeParse({ email });
    const found = checked.success ? {} : placeIssues(checked.error.issues, FIELDS).fields;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setSent(await askForResetLink(host.api, email.trim()));
    } catch (cause) {
      setError(authErrorMessage(cause, 'reset'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {sent}
          </p>
          <p className="mk-form-note">Did not get it? Check the spam folder, or wait a few minutes and ask again.</p>
        </div>
      ) : (
        <form className="mk-form" onSubmit={submit} noValidate>
          <FormField
            id="forgot-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <SubmitButton busy={busy}>Send the link</SubmitButton>
          {error && (
            <p className="mk-form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <p className="mk-auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </AuthLayout>
  );
}

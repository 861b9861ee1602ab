import { errorTranslations, useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { passwordResetRequestSchema } from '@openpresale/shared/schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { askForResetLink } from '../api/account-requests';
import { useT } from '../../../i18n';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** 'Forgot password?': the address, then the server's answer, which is the same for any address. */
export function ForgotPasswordPage() {
  const t = useT();
  const errorText = errorTranslations.useT();
  const authError = useAuthError();
  usePageTitle(t('auth.forgot.pageTitle'));
  const FIELDS: Record<'email', FieldSpec> = useMemo(
    () => ({ email: { label: t('auth.field.email'), keys: ['email'], words: ['email', 'e-mail'] } }),
    [t],
  );
  const host = useHost();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    const checked = passwordResetRequestSchema.safeParse({ email });
    const found = checked.success ? {} : placeIssues(checked.error.issues, FIELDS, errorText).fields;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await askForResetLink(host.api, email.trim());
      setSent(true);
    } catch (cause) {
      setError(authError(cause, 'reset'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {sent ? (
        <div className="mk-form">
          <p className="mk-form-success" role="status">
            {t('auth.forgot.sent')}
          </p>
          <p className="mk-form-note">{t('auth.forgot.notReceived')}</p>
        </div>
      ) : (
        <form className="mk-form" onSubmit={submit} noValidate>
          <FormField
            id="forgot-email"
            label={t('auth.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <SubmitButton busy={busy}>{t('auth.forgot.submit')}</SubmitButton>
          {error && (
            <p className="mk-form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <p className="mk-auth-switch">
        {t('auth.forgot.remembered')} <Link to="/login">{t('auth.logIn')}</Link>
      </p>
    </AuthLayout>
  );
}

import { errorTranslations, useHost, useI18n, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { registerBodySchema, userPasswordSchema } from '@openpresale/shared/schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pageTitles } from '../../../lib/page-titles';
import { useT } from '../../../i18n';
import { register } from '../api/auth-requests';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthLayout } from './auth-layout';
import { FormField } from './form-field';
import { PasswordToggle } from './password-toggle';
import { SubmitButton } from './submit-button';
import { paths } from '../../../lib/paths';

const EMPTY = { name: '', email: '', phone: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/** The shortest password the server accepts, said before the first attempt (auth.passwordRule). */
export const PASSWORD_MIN_LENGTH = userPasswordSchema.minLength ?? 1;

const FIELD_IDS: Record<Field, string> = {
  name: 'register-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirm: 'register-confirm',
};

/**
 * After a refused attempt the focus goes to the first field to fix, and the page shows both that
 * field with its message and the button, so the person sees what to change and where to press
 * next (a laptop screen cuts the form just above the button otherwise).
 */
function showFirstError(field: Field, form: HTMLFormElement) {
  // Wait for the messages to render: they change the form's height.
  requestAnimationFrame(() => {
    const input = document.getElementById(FIELD_IDS[field]);
    const message = document.getElementById(`${FIELD_IDS[field]}-error`) ?? input;
    input?.focus({ preventScroll: true });
    form.querySelector('button[type="submit"]')?.scrollIntoView?.({ block: 'nearest' });
    if (message && message.getBoundingClientRect().top < 0) input?.scrollIntoView?.({ block: 'nearest' });
  });
}

export function RegisterPage() {
  const t = useT();
  const errorText = errorTranslations.useT();
  const authError = useAuthError();
  usePageTitle(t(pageTitles['/register']));
  /** The form's fields as the API's schema and messages name them. */
  const FIELDS: Record<Field, FieldSpec> = useMemo(
    () => ({
      name: { label: t('auth.field.name'), keys: ['name'], words: ['name'] },
      email: { label: t('auth.field.email'), keys: ['email'], words: ['email', 'e-mail'] },
      phone: { label: t('auth.field.phone'), keys: ['phone'], words: ['phone'] },
      password: { label: t('auth.field.password'), keys: ['pass'], words: ['password'] },
      confirm: { label: t('auth.field.confirm'), keys: [] },
    }),
    [t],
  );
  const host = useHost();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [showPasswords, setShowPasswords] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState('');

  const set = (key: Field) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    setErrors({});
    const body = { type: 'reg' as const, name: fields.name, email: fields.email, phone: fields.phone, pass: fields.password };
    // The same schema the server applies, so a person learns what to fix before anything is sent.
    const checked = registerBodySchema.safeParse(body);
    const found = checked.success ? {} : placeIssues(checked.error.issues, FIELDS, errorText).fields;
    if (fields.password !== fields.confirm) found.confirm = t('auth.passwordsDiffer');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      showFirstError(Object.keys(FIELDS).find((key) => found[key as Field]) as Field, event.currentTarget);
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
        locale,
      });
      host.signInUser(token, email);
      navigate('/dashboard/buy-token');
    } catch (cause) {
      const placed = placeServerMessage(authError(cause, 'register'), FIELDS);
      setErrors(placed.fields);
      setError(placed.form ?? '');
      setBusy(false);
    }
  }

  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <AuthLayout title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <form className="mk-form" onSubmit={submit} noValidate>
        <FormField
          id="register-name"
          label={t('auth.field.name')}
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
        />
        <FormField
          id="register-email"
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
        />
        <FormField
          id="register-phone"
          label={t('auth.field.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={fields.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <FormField
          id="register-password"
          label={t('auth.field.password')}
          name="password"
          type={passwordType}
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
          // The password's errors state the rule themselves; shown under them too it read twice.
          hint={errors.password ? undefined : t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
          labelAside={
            <PasswordToggle
              shown={showPasswords}
              onToggle={() => setShowPasswords((v) => !v)}
              controls="register-password register-confirm"
            />
          }
        />
        <FormField
          id="register-confirm"
          label={t('auth.field.confirm')}
          name="confirm"
          type={passwordType}
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <p className="mk-form-note">
          {t('auth.register.acceptBefore')}
          <Link to={paths.privacy}>{t('auth.register.privacyPolicy')}</Link>
          {t('auth.register.acceptAfter')}
        </p>
        {error && (
          <p className="mk-form-error" role="alert">
            {error}
          </p>
        )}
        <SubmitButton busy={busy}>{t('auth.register.submit')}</SubmitButton>
      </form>
      <p className="mk-auth-switch">
        {t('auth.register.already')} <Link to={paths.login}>{t('auth.register.signIn')}</Link>
      </p>
    </AuthLayout>
  );
}

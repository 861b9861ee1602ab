import { queryKeys } from '@openpresale/shared/queries';
import { ApiRequestError, errorTranslations, type Translate, useHost, useI18n, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { passwordUpdateSchema, profileUpdateSchema, userPasswordSchema, type User } from '@openpresale/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useMe } from '../../../api/use-me';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { EmailNotConfirmed } from '../../../components/email-not-confirmed';
import { useT } from '../../../i18n';
import type { profileEn } from '../i18n/en';
import { SessionsCard } from './sessions-card';

type ProfileT = Translate<keyof typeof profileEn | 'common.genericError'>;

/** SPEC §8: 'Update failed' with the message, or a generic line when the request never got an answer. */
function failureText(error: unknown, message: string | null, t: ProfileT): string {
  if (error instanceof ApiRequestError && !error.isNetworkError) return message ?? error.message;
  return t('common.genericError');
}

function Field({ label, hint, error, ...input }: { label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="by-field">
      <label htmlFor={id} className="by-label">
        {label}
      </label>
      <input id={id} className="by-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={`${id}-error`} className="by-field-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="by-small by-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

type PersonalField = 'name' | 'email' | 'phone' | 'payout' | 'current';

/** Where a server or schema message belongs; its `words` match the English messages the API sends. */
const personalFields = (t: ProfileT): Record<PersonalField, FieldSpec> => ({
  name: { label: t('profile.field.name'), keys: ['name'], words: ['name'] },
  email: { label: t('profile.field.email'), keys: ['email'], words: ['email', 'e-mail'] },
  phone: { label: t('profile.field.phone'), keys: ['phone_number'], words: ['phone'] },
  payout: { label: t('profile.field.payout'), keys: ['payout_address'], words: ['payout address', 'wallet'] },
  current: { label: t('profile.field.current'), keys: ['current_pass'], words: ['current password'] },
});

function PersonalDataForm({ user }: { user: User }) {
  const host = useHost();
  const t = useT();
  const errorText = errorTranslations.useT();
  const { locale } = useI18n();
  const PERSONAL_FIELDS = personalFields(t);
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(user.phone_number ?? '');
  const [payout, setPayout] = useState(user.payout_address ?? '');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PersonalField>>({});
  // the e-mail and the payout address guard the account and its tokens: changing them needs the password
  const sensitive = email.trim().toLowerCase() !== user.email || payout.trim() !== (user.payout_address ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => host.api.put<{ message?: string }>('users.php', { auth: 'user', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body = {
      token: host.session.userToken ?? undefined,
      name: name.trim(),
      email: email.trim(),
      phone_number: phone.trim(),
      payout_address: payout.trim(),
      ...(sensitive ? { current_pass: current } : {}),
    };
    // The server's own schema first: a person learns what to fix before anything is sent.
    const checked = profileUpdateSchema.safeParse(body);
    if (!checked.success) {
      const placed = placeIssues(checked.error.issues, PERSONAL_FIELDS, errorText);
      setErrors(placed.fields);
      setFormError(placed.form);
      return;
    }
    if (sensitive && current === '') {
      setErrors({ current: t('profile.personal.needPassword') });
      return;
    }
    try {
      const answer = await save.mutateAsync(body);
      setCurrent('');
      // a new e-mail address takes effect only once the link sent to it is opened
      const emailChange = email.trim().toLowerCase() !== user.email;
      host.notify({
        kind: 'success',
        title: t('profile.personal.updated'),
        // the server's own sentence is English: another language keeps the generic one
        description: emailChange && answer?.message && locale === 'en' ? answer.message : t('profile.personal.updatedText'),
      });
    } catch (error) {
      const placed = error instanceof ApiRequestError && !error.isNetworkError ? placeServerMessage(error.message, PERSONAL_FIELDS) : null;
      setErrors(placed?.fields ?? {});
      setFormError(placed ? placed.form : failureText(error, null, t));
      const fieldMessage = placed ? Object.values(placed.fields)[0] : undefined;
      host.notify({
        kind: 'error',
        title: t('profile.updateFailed'),
        description: failureText(error, fieldMessage ?? placed?.form ?? null, t),
      });
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-personal-title" noValidate>
      <h2 id="by-personal-title" className="by-card-title">
        {t('profile.personal.title')}
      </h2>
      <Field
        label={t('profile.field.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoComplete="name"
        error={errors.name}
      />
      <Field
        label={t('profile.field.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoComplete="email"
        error={errors.email}
        hint={user.pending_email ? t('profile.personal.pendingEmail', { email: user.pending_email }) : t('profile.personal.emailHint')}
      />
      <Field
        label={t('profile.field.phone')}
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        error={errors.phone}
      />
      <Field
        label={t('profile.field.payout')}
        value={payout}
        onChange={(e) => setPayout(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('profile.personal.payoutPlaceholder')}
        hint={t('profile.personal.payoutHint')}
        error={errors.payout}
      />
      {sensitive && (
        <Field
          label={t('profile.field.current')}
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          hint={t('profile.personal.currentHint')}
          error={errors.current}
        />
      )}
      {formError && (
        <p className="by-field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? t('profile.saving') : t('profile.personal.save')}
      </button>
    </form>
  );
}

type PasswordField = 'current' | 'pass' | 'confirm';

const passwordFields = (t: ProfileT): Record<PasswordField, FieldSpec> => ({
  current: { label: t('profile.password.current'), keys: ['current_pass'], words: ['current password'] },
  pass: { label: t('profile.password.new'), keys: ['pass'], words: ['password'] },
  confirm: { label: t('profile.password.confirm'), keys: [] },
});

function PasswordForm() {
  const host = useHost();
  const t = useT();
  const errorText = errorTranslations.useT();
  const PASSWORD_FIELDS = passwordFields(t);
  // The rule the server applies to a new password, said before the first attempt.
  const passwordRule = t('profile.passwordRule', { min: userPasswordSchema.minLength ?? 1 });
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [pass, setPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (newPassword: string) =>
      host.api.put('users.php', { auth: 'user', body: { token: host.session.userToken, pass: newPassword, current_pass: current } }),
    // the other devices were signed out
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mySessions }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (pass === '') return; // an empty password is not sent (SPEC §6)
    const checked = passwordUpdateSchema.safeParse({ pass });
    const found = checked.success ? {} : placeIssues(checked.error.issues, PASSWORD_FIELDS, errorText).fields;
    if (pass !== confirm) found.confirm = t('profile.password.mismatch');
    if (current === '') found.current = t('profile.password.enterCurrent');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      await change.mutateAsync(pass);
      setCurrent('');
      setPass('');
      setConfirm('');
      host.notify({ kind: 'success', title: t('profile.password.changed'), description: t('profile.password.changedText') });
    } catch (failure) {
      const placed =
        failure instanceof ApiRequestError && !failure.isNetworkError ? placeServerMessage(failure.message, PASSWORD_FIELDS) : null;
      setErrors(placed?.fields ?? {});
      setFormError(placed ? placed.form : failureText(failure, null, t));
      host.notify({ kind: 'error', title: t('profile.updateFailed'), description: failureText(failure, null, t) });
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-password-title" noValidate>
      <h2 id="by-password-title" className="by-card-title">
        {t('profile.password.title')}
      </h2>
      <Field
        label={t('profile.password.current')}
        type="password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        autoComplete="current-password"
        error={errors.current}
      />
      <Field
        label={t('profile.password.new')}
        type="password"
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        autoComplete="new-password"
        // The password's errors state the rule themselves; shown under them too it read twice.
        hint={errors.pass ? undefined : passwordRule}
        error={errors.pass}
      />
      <Field
        label={t('profile.password.confirm')}
        type="password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        autoComplete="new-password"
        error={errors.confirm}
      />
      {formError && (
        <p className="by-field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={change.isPending || pass === ''}>
        {change.isPending ? t('profile.saving') : t('profile.password.submit')}
      </button>
    </form>
  );
}

export function ProfilePage() {
  const t = useT();
  usePageTitle(t('profile.title'));
  const me = useMe();
  return (
    <div className="by-stack">
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      {me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : me.data ? (
        <>
          {!me.data.email_verified && <EmailNotConfirmed email={me.data.email} />}
          <div className="by-grid by-grid-2">
            <PersonalDataForm key={me.data.email} user={me.data} />
            <PasswordForm />
          </div>
          <SessionsCard />
        </>
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={6} label={t('profile.loading')} />
        </section>
      )}
    </div>
  );
}

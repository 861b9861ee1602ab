import { queryKeys } from '@openpresale/shared/queries';
import { ApiRequestError, useHost, usePageTitle } from '@openpresale/shared';
import { placeIssues, placeServerMessage, type FieldErrors, type FormField as FieldSpec } from '@openpresale/shared/forms';
import { passwordUpdateSchema, profileUpdateSchema, userPasswordSchema, type User } from '@openpresale/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useMe } from '../../../api/use-me';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { EmailNotConfirmed } from '../../../components/email-not-confirmed';
import { SessionsCard } from './sessions-card';

/** The rule the server applies to a new password, said before the first attempt. */
const PASSWORD_RULE = `At least ${userPasswordSchema.minLength ?? 1} characters.`;

/** SPEC §8: 'Update failed' with the message, or a generic line when the request never got an answer. */
function failureText(error: unknown, message: string | null): string {
  if (error instanceof ApiRequestError && !error.isNetworkError) return message ?? error.message;
  return 'An error occurred. Please try again.';
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

const PERSONAL_FIELDS: Record<PersonalField, FieldSpec> = {
  name: { label: 'Full Name', keys: ['name'], words: ['name'] },
  email: { label: 'Email Address', keys: ['email'], words: ['email', 'e-mail'] },
  phone: { label: 'Phone', keys: ['phone_number'], words: ['phone'] },
  payout: { label: 'Payout wallet address', keys: ['payout_address'], words: ['payout address', 'wallet'] },
  current: { label: 'Current password', keys: ['current_pass'], words: ['current password'] },
};

function PersonalDataForm({ user }: { user: User }) {
  const host = useHost();
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
      const placed = placeIssues(checked.error.issues, PERSONAL_FIELDS);
      setErrors(placed.fields);
      setFormError(placed.form);
      return;
    }
    if (sensitive && current === '') {
      setErrors({ current: 'Enter your current password to change your e-mail address or payout address.' });
      return;
    }
    try {
      const answer = await save.mutateAsync(body);
      setCurrent('');
      // a new e-mail address takes effect only once the link sent to it is opened
      const emailChange = email.trim().toLowerCase() !== user.email;
      host.notify({
        kind: 'success',
        title: 'Profile updated',
        description: emailChange && answer?.message ? answer.message : 'Your profile has been successfully updated.',
      });
    } catch (error) {
      const placed = error instanceof ApiRequestError && !error.isNetworkError ? placeServerMessage(error.message, PERSONAL_FIELDS) : null;
      setErrors(placed?.fields ?? {});
      setFormError(placed ? placed.form : failureText(error, null));
      const fieldMessage = placed ? Object.values(placed.fields)[0] : undefined;
      host.notify({ kind: 'error', title: 'Update failed', description: failureText(error, fieldMessage ?? placed?.form ?? null) });
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-personal-title" noValidate>
      <h2 id="by-personal-title" className="by-card-title">
        Personal data
      </h2>
      <Field label="Full Name" value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" error={errors.name} />
      <Field
        label="Email Address"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoComplete="email"
        error={errors.email}
        hint={
          user.pending_email
            ? `Waiting for ${user.pending_email}: open the link we sent there to make it your address.`
            : 'A new address takes effect once you open the link we send to it.'
        }
      />
      <Field label="Phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" error={errors.phone} />
      <Field
        label="Payout wallet address"
        value={payout}
        onChange={(e) => setPayout(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder="Where your tokens are delivered"
        hint="Letters, digits and : . _ - only, as your wallet shows it."
        error={errors.payout}
      />
      {sensitive && (
        <Field
          label="Current password"
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          hint="Needed to change your e-mail address or payout address."
          error={errors.current}
        />
      )}
      {formError && (
        <p className="by-field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}

type PasswordField = 'current' | 'pass' | 'confirm';

const PASSWORD_FIELDS: Record<PasswordField, FieldSpec> = {
  current: { label: 'Current Password', keys: ['current_pass'], words: ['current password'] },
  pass: { label: 'New Password', keys: ['pass'], words: ['password'] },
  confirm: { label: 'Confirm Password', keys: [] },
};

function PasswordForm() {
  const host = useHost();
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
    const found = checked.success ? {} : placeIssues(checked.error.issues, PASSWORD_FIELDS).fields;
    if (pass !== confirm) found.confirm = 'Passwords do not match';
    if (current === '') found.current = 'Enter your current password.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      await change.mutateAsync(pass);
      setCurrent('');
      setPass('');
      setConfirm('');
      host.notify({ kind: 'success', title: 'Password changed', description: 'Your other devices were signed out.' });
    } catch (failure) {
      const placed =
        failure instanceof ApiRequestError && !failure.isNetworkError ? placeServerMessage(failure.message, PASSWORD_FIELDS) : null;
      setErrors(placed?.fields ?? {});
      setFormError(placed ? placed.form : failureText(failure, null));
      host.notify({ kind: 'error', title: 'Update failed', description: failureText(failure, null) });
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-password-title" noValidate>
      <h2 id="by-password-title" className="by-card-title">
        Change password
      </h2>
      <Field
        label="Current Password"
        type="password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        autoComplete="current-password"
        error={errors.current}
      />
      <Field
        label="New Password"
        type="password"
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        autoComplete="new-password"
        // The password's errors state the rule themselves; shown under them too it read twice.
        hint={errors.pass ? undefined : PASSWORD_RULE}
        error={errors.pass}
      />
      <Field
        label="Confirm Password"
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
        {change.isPending ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

export function ProfilePage() {
  usePageTitle('My Profile');
  const me = useMe();
  return (
    <div className="by-stack">
      <PageHeader title="My Profile" intro="Your personal data and the wallet address tokens are delivered to." />
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
          <SkeletonBlock lines={6} label="Loading your profile" />
        </section>
      )}
    </div>
  );
}

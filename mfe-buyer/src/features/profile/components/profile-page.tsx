import { queryKeys } from '@openpresale/shared/queries';
import { ApiRequestError, useHost } from '@openpresale/shared';
import type { User } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useMe } from '../../../api/use-me';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { usePageTitle } from '../../../lib/use-page-title';

function failureToast(error: unknown) {
  // SPEC §8: 'Update failed' with the server's message, or a generic line when the request failed.
  if (error instanceof ApiRequestError && !error.isNetworkError) return { title: 'Update failed', description: error.message };
  return { title: 'Update failed', description: 'An error occurred. Please try again.' };
}

function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="by-field">
      <label htmlFor={id} className="by-label">
        {label}
      </label>
      <input id={id} className="by-input" {...input} />
    </div>
  );
}

function PersonalDataForm({ user }: { user: User }) {
  const host = useHost();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(user.phone_number ?? '');
  const [payout, setPayout] = useState(user.payout_address ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await host.api.put('users.php', {
        auth: 'user',
        body: {
          token: host.session.userToken,
          name: name.trim(),
          email: email.trim(),
          phone_number: phone.trim(),
          payout_address: payout.trim(),
        },
      });
      // The header shows the stored e-mail; keep it in step with the account.
      if (host.session.userToken && email.trim().toLowerCase() !== host.session.userEmail) {
        host.signInUser(host.session.userToken, email.trim().toLowerCase());
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      host.notify({ kind: 'success', title: 'Profile updated', description: 'Your profile has been successfully updated.' });
    } catch (error) {
      host.notify({ kind: 'error', ...failureToast(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-personal-title">
      <h2 id="by-personal-title" className="by-card-title">
        Personal data
      </h2>
      <Field label="Full Name" value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
      <Field label="Email Address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
      <Field label="Phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />
      <Field
        label="Payout wallet address"
        value={payout}
        onChange={(e) => setPayout(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder="Where your tokens are delivered"
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}

function PasswordForm() {
  const host = useHost();
  const [pass, setPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (pass === '') return; // an empty password is not sent (SPEC §6)
    if (pass !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      await host.api.put('users.php', { auth: 'user', body: { token: host.session.userToken, pass } });
      setPass('');
      setConfirm('');
      host.notify({ kind: 'success', title: 'Profile updated', description: 'Your profile has been successfully updated.' });
    } catch (failure) {
      host.notify({ kind: 'error', ...failureToast(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="by-card by-form" onSubmit={submit} aria-labelledby="by-password-title" noValidate>
      <h2 id="by-password-title" className="by-card-title">
        Change password
      </h2>
      <Field label="New Password" type="password" value={pass} onChange={(e) => setPass(e.target.value)} autoComplete="new-password" />
      <Field
        label="Confirm Password"
        type="password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        autoComplete="new-password"
      />
      {error && (
        <p className="by-danger-text by-small" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy || pass === ''}>
        {busy ? 'Saving...' : 'Change password'}
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
        <div className="by-grid by-grid-2">
          <PersonalDataForm key={me.data.email} user={me.data} />
          <PasswordForm />
        </div>
      ) : (
        <section className="by-card">
          <SkeletonBlock lines={6} label="Loading your profile" />
        </section>
      )}
    </div>
  );
}

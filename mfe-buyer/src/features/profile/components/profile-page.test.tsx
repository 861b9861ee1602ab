import { ApiRequestError } from '@openpresale/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithHost, userAnswer } from '../../../test/render';
import { ProfilePage } from './profile-page';

describe('Profile page (SPEC §3, §6)', () => {
  it('saves personal data incl. the payout address and shows the success toast', async () => {
    const { api, calls } = fakeApi({ 'GET users.php': () => userAnswer(), 'PUT users.php': () => ({ status: 'success' }) });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    await userEvent.type(await screen.findByLabelText('Payout wallet address'), '0xPayout12345');
    // a new payout address needs the current password: asked for, and not sent without it
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password to change your e-mail address or payout address. Needed to change your e-mail address or payout address.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({ kind: 'success', title: 'Profile updated', description: 'Your profile has been successfully updated.' }),
    );
    expect(calls.find((c) => c.method === 'PUT')!.options?.body).toMatchObject({
      name: 'Test Buyer',
      email: 'buyer@example.com',
      payout_address: '0xPayout12345',
      current_pass: 'secret-pass',
    });
  });

  it('refuses mismatching passwords without sending, and reports a server refusal', async () => {
    const { api, calls } = fakeApi({
      'GET users.php': () => userAnswer(),
      'GET sessions.php': () => ({ status: 'success', sessions: [] }),
      'PUT users.php': () => {
        throw new ApiRequestError('Too many attempts. Try again in a minute.', 429, null);
      },
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({ kind: 'error', title: 'Update failed', description: 'Too many attempts. Try again in a minute.' }),
    );
    // The same words stay next to the button after the toast has gone.
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  });

  it('states the password rule before sending, and a too short password is refused next to the field', async () => {
    const { api, calls } = fakeApi({ 'GET users.php': () => userAnswer() });
    renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    const field = await screen.findByLabelText('New Password');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
    await userEvent.type(field, 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(screen.queryByText('At least 6 characters.')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a wrong payout address is explained next to it in words, never with the API field name, and not sent', async () => {
    const { api, calls } = fakeApi({ 'GET users.php': () => userAnswer() });
    const { container } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    await userEvent.type(await screen.findByLabelText('Payout wallet address'), '0x12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Payout wallet address')).toHaveAccessibleDescription(
      'Address must be at least 5 characters. Letters, digits and : . _ - only, as your wallet shows it.',
    );
    expect(container).not.toHaveTextContent('payout_address');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("places the server's answer about the e-mail next to the e-mail field", async () => {
    const { api } = fakeApi({
      'GET users.php': () => userAnswer(),
      'PUT users.php': () => {
        throw new ApiRequestError('This email is already registered.', 409, null);
      },
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    const email = await screen.findByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
        'This email is already registered. A new address takes effect once you open the link we send to it.',
      ),
    );
    expect(toasts[0]).toEqual({ kind: 'error', title: 'Update failed', description: 'This email is already registered.' });
  });

  it('an unconfirmed address is said, with a button that sends a new link', async () => {
    const { api, calls } = fakeApi({
      'GET users.php': () => userAnswer({ email_verified: false }),
      'PUT emailVerification.php': () => ({ status: 'success', message: 'We sent a new confirmation link to buyer@example.com.' }),
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    expect(await screen.findByText('Please confirm your e-mail address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({
        kind: 'success',
        title: 'Link sent',
        description: 'We sent a new confirmation link to buyer@example.com.',
      }),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['emailVerification.php']);
  });

  it('lists the signed-in devices and ends all the others', async () => {
    let sessions = [
      {
        id: 'a1',
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: '2026-03-31T10:00:00.000Z',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        current: true,
      },
      {
        id: 'b2',
        created_at: '2026-02-20T10:00:00.000Z',
        expires_at: '2026-03-22T10:00:00.000Z',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1',
        current: false,
      },
    ];
    const { api, calls } = fakeApi({
      'GET users.php': () => userAnswer(),
      'GET sessions.php': () => ({ status: 'success', sessions }),
      'DELETE sessions.php': () => {
        sessions = sessions.filter((s) => s.current);
        return { status: 'success', ended: 1 };
      },
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
    expect(screen.getByText(/this device/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({ kind: 'success', title: 'Signed out elsewhere', description: '1 other session ended.' }),
    );
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'sessions.php')).toBe(true);
  });
});

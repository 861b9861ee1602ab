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
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({ kind: 'success', title: 'Profile updated', description: 'Your profile has been successfully updated.' }),
    );
    expect(calls.find((c) => c.method === 'PUT')!.options?.body).toMatchObject({
      name: 'Test Buyer',
      email: 'buyer@example.com',
      payout_address: '0xPayout12345',
    });
  });

  it('refuses mismatching passwords without sending, and reports a server refusal', async () => {
    const { api, calls } = fakeApi({
      'GET users.php': () => userAnswer(),
      'PUT users.php': () => {
        throw new ApiRequestError('Too many attempts. Try again in a minute.', 429, null);
      },
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    await userEvent.type(await screen.findByLabelText('New Password'), 'abcdef');
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
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('This email is already registered.'));
    expect(toasts[0]).toEqual({ kind: 'error', title: 'Update failed', description: 'This email is already registered.' });
  });
});

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
        throw new ApiRequestError('Password must be at least 6 characters.', 400, null);
      },
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile' });
    await userEvent.type(await screen.findByLabelText('New Password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({ kind: 'error', title: 'Update failed', description: 'Password must be at least 6 characters.' }),
    );
  });
});

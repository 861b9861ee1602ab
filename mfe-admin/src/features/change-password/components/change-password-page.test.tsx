import { ApiRequestError } from '@openpresale/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { ChangePasswordPage } from './change-password-page';

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name: string; old: string; next: string; confirm: string }) {
  await user.type(screen.getByLabelText('Admin name'), values.name);
  await user.type(screen.getByLabelText('Old password'), values.old);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ChangePasswordPage (SPEC §6 admin password)', () => {
  it('refuses a short name, short passwords and a mismatch without calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithHost(<ChangePasswordPage />);
    await fill(user, { name: 'a', old: 'abc', next: 'abcdefghi', confirm: 'abce' });
    expect(await screen.findByText('Admin name must be at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('New password must be at least 10 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('stores the new token the server returns and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderWithHost(<ChangePasswordPage />);
    api.put.mockResolvedValue({ status: 'success', token: 'fresh-token' });
    api.get.mockResolvedValue({
      status: 'success',
      admin: { id: 1, login: 'admin', role: 'owner', twoFactor: false, mustChangePassword: false, mustEnrolTwoFactor: false },
    });
    await fill(user, { name: 'admin', old: 'old-pass', next: 'new-pass-long', confirm: 'new-pass-long' });
    expect(api.get).toHaveBeenCalledWith('admin.php', { token: 'fresh-token' });
    await waitFor(() => expect(host.signInAdmin).toHaveBeenCalledWith('fresh-token'));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Password updated successfully.' });
  });

  it("shows the server's message when the old password is wrong, and keeps the session", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderWithHost(<ChangePasswordPage />);
    api.put.mockRejectedValue(new ApiRequestError('The old password is not correct.', 400, null));
    await fill(user, { name: 'admin', old: 'wrong-pass', next: 'new-pass-long', confirm: 'new-pass-long' });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'error', title: 'The old password is not correct.' }));
    expect(host.signInAdmin).not.toHaveBeenCalled();
    expect(host.signOutAdmin).not.toHaveBeenCalled();
  });
});

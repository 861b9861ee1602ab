import { ApiRequestError } from '@openpresale/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { LoginPage } from './login-page';

describe('LoginPage (SPEC §6 admin login)', () => {
  it('requires both fields and sends nothing without them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithHost(<LoginPage />, { path: '/admin', adminToken: null });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your login.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure and clears it on the next attempt", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderWithHost(<LoginPage />, { path: '/admin', adminToken: null });
    api.post.mockRejectedValueOnce(new ApiRequestError('Invalid login or password.', 401, null));
    await user.type(screen.getByLabelText('Login'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid login or password.')).toBeInTheDocument();

    let finish: (value: unknown) => void = () => {};
    api.post.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByText('Invalid login or password.')).not.toBeInTheDocument());
    finish({ status: 'success', token: 'new-admin-token' });
    await waitFor(() => expect(host.signInAdmin).toHaveBeenCalledWith('new-admin-token'));
  });

  it("says 'An error occurred during login.' when the server cannot be reached", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithHost(<LoginPage />, { path: '/admin', adminToken: null });
    api.post.mockRejectedValueOnce(new ApiRequestError('Network error', 0, null));
    await user.type(screen.getByLabelText('Login'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred during login.')).toBeInTheDocument();
  });
});

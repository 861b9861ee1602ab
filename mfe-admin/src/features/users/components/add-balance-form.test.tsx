import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { AddBalanceForm } from './add-balance-form';

describe('AddBalanceForm (SPEC §6 add balance)', () => {
  it('stays disabled until both fields are filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithHost(<AddBalanceForm />);
    const button = screen.getByRole('button', { name: 'Add Balance' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Amount (tokens)'), '25');
    expect(button).toBeEnabled();
  });

  it('refuses an amount of zero', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithHost(<AddBalanceForm />);
    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Amount (tokens)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Balance' }));
    expect(await screen.findByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("shows 'Updating...' while busy, sends the trimmed e-mail, then clears the form", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderWithHost(<AddBalanceForm />);
    let finish: (value: unknown) => void = () => {};
    api.put.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText('Email'), '  buyer@example.com ');
    await user.type(screen.getByLabelText('Amount (tokens)'), '25');
    await user.click(screen.getByRole('button', { name: 'Add Balance' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(api.put).toHaveBeenCalledWith('users.php', { auth: 'admin', body: { email: 'buyer@example.com', balance: '25' } });
    finish({ status: 'success' });
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Balance updated successfully!' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

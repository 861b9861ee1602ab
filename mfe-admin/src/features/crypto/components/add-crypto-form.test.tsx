import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { AddCryptoForm } from './add-crypto-form';

describe('AddCryptoForm (SPEC §6 add currency)', () => {
  it('shows the four validation messages and sends nothing when the fields are too short', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderWithHost(<AddCryptoForm />);
    await user.type(screen.getByLabelText('Currency'), 'D');
    await user.type(screen.getByLabelText('Full name'), 'D');
    await user.type(screen.getByLabelText('Rate (tokens per 1 unit)'), '0');
    await user.type(screen.getByLabelText('Address'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add currency' }));

    expect(await screen.findByText('Currency must be at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Full name must be at least 2 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Rate must be a positive number.')).toBeInTheDocument();
    expect(await screen.findByText('Address must be at least 5 characters.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('adds a valid currency with an upper-case code and confirms it in a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderWithHost(<AddCryptoForm />);
    await user.type(screen.getByLabelText('Currency'), 'doge');
    await user.type(screen.getByLabelText('Full name'), 'Dogecoin');
    await user.type(screen.getByLabelText('Rate (tokens per 1 unit)'), '1.5');
    await user.type(screen.getByLabelText('Address'), 'DTestAddress123');
    await user.click(screen.getByRole('button', { name: 'Add currency' }));

    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Cryptocurrency DOGE added.' }));
    expect(api.post).toHaveBeenCalledWith('cryptos.php', {
      auth: 'admin',
      body: { currency: 'DOGE', fullName: 'Dogecoin', rate: '1.5', address: 'DTestAddress123' },
    });
    // The form is emptied for the next currency.
    expect(screen.getByLabelText('Currency')).toHaveValue('');
  });
});

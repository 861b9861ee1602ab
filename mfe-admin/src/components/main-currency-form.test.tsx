import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render-with-host';
import { MainCurrencyForm } from './main-currency-form';

function setup() {
  return renderWithHost(<MainCurrencyForm />, {
    arrange: (api) =>
      api.get.mockImplementation(async (path: string) =>
        path === 'mainCurrency.php'
          ? { status: 'success', data: [{ id: 1, value: 4.5 }] }
          : { status: 'success', settings: { tokenSymbol: 'DEMO' } },
      ),
  });
}

describe('MainCurrencyForm (SPEC §3, §6)', () => {
  it("shows the current value as '$4.50'", async () => {
    setup();
    expect(await screen.findByText('$4.50')).toBeInTheDocument();
  });

  it.each(['abc', '0', '1.2.3', '-1'])("refuses %s with 'Invalid number format'", async (typed) => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await user.type(screen.getByLabelText('New value in dollars'), typed);
    await user.click(screen.getByRole('button', { name: 'Update main currency' }));
    expect(await screen.findByText('Invalid number format')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('sends a valid value and confirms with the §8 toast', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    await user.type(screen.getByLabelText('New value in dollars'), '0.25');
    await user.click(screen.getByRole('button', { name: 'Update main currency' }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Currency updated successfully!' }));
    expect(api.put).toHaveBeenCalledWith('mainCurrency.php', { auth: 'admin', body: { id: 1, value: '0.25' } });
  });
});

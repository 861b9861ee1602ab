import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { TransactionsTable } from './transactions-table';

const row = {
  id: 31,
  order_token: '0123456789abcdef0123456789abcdef',
  crypto_to_transfer: 'BTC',
  amount_to_transfer: 0.0025,
  address: 'bc1qexampleexampleexampleexample0000000',
  email: 'pending.buyer@example.com',
  amount_to_receive: 1575,
  bonus: 75,
  usd_value: 150,
  rate: 600000,
  status: 'pending',
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
};

function renderAt(path: string) {
  return renderWithHost(<TransactionsTable />, {
    path,
    arrange: (api) =>
      answerGets(api.get, {
        'settings.php': settingsAnswer(),
        'transactions.php': { status: 'success', transactions: [row], total: 1 },
      }),
  });
}

describe('TransactionsTable', () => {
  it('filters by the status and e-mail in the address, so the Overview can link to pending orders', async () => {
    const { api } = renderAt('/admin/dashboard/transactions?status=pending&email=pending.buyer%40example.com');
    await screen.findByRole('region', { name: 'Transactions' });
    expect(api.get).toHaveBeenCalledWith(
      'transactions.php',
      expect.objectContaining({ query: expect.objectContaining({ status: 'pending', email: 'pending.buyer@example.com' }) }),
    );
    expect(screen.getByLabelText('Filter by email')).toHaveValue('pending.buyer@example.com');
    expect(document.querySelector('.ad-status-filter')).toHaveTextContent('Pending');
  });

  it('ignores a status in the address that is not one', async () => {
    const { api } = renderAt('/admin/dashboard/transactions?status=everything');
    await screen.findByRole('region', { name: 'Transactions' });
    expect(api.get).toHaveBeenCalledWith(
      'transactions.php',
      expect.objectContaining({ query: expect.objectContaining({ status: undefined }) }),
    );
    expect(document.querySelector('.ad-status-filter')).toHaveTextContent('All statuses');
  });

  it('leads with status, amount and date, and shortens the order token and address behind copy buttons', async () => {
    renderAt('/admin/dashboard/transactions');
    const region = await screen.findByRole('region', { name: 'Transactions' });
    const headers = within(region)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Status', 'Amount', 'Tokens', 'Created (UTC+3)']);
    const line = await within(region).findByRole('row', { name: /pending/ });
    expect(line).toHaveTextContent('0.0025 BTC');
    expect(line).toHaveTextContent('2026-03-01 11:00:00');
    expect(within(line).getByText('012345…cdef')).toHaveAttribute('title', row.order_token);
    expect(within(line).getByRole('button', { name: 'Copy order token of transaction 31' })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Copy address of transaction 31' })).toBeInTheDocument();
  });

  it('puts a new e-mail filter into the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAt('/admin/dashboard/transactions?status=pending');
    await screen.findByRole('region', { name: 'Transactions' });
    await user.type(screen.getByLabelText('Filter by email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        'transactions.php',
        expect.objectContaining({ query: expect.objectContaining({ status: 'pending', email: 'someone@example.com' }) }),
      ),
    );
  });
  it('asks for the reason before rejecting, and sends it so the buyer is told why', async () => {
    const { api } = renderAt('/admin/dashboard/transactions');
    const region = await screen.findByRole('region', { name: 'Transactions' });
    await within(region).findByRole('row', { name: /pending/ });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for transaction 31' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reject payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject transaction 31?');
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason told to the buyer'), 'No payment arrived before the deadline.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('transactions.php', {
        auth: 'admin',
        body: { id: 31, status: 'rejected', reason: 'No payment arrived before the deadline.' },
      }),
    );
  });
});

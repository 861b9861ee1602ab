import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithHost } from '../../../test/render';
import { WithdrawDialog } from './withdraw-dialog';

describe('Withdraw dialog follows the distribution status (SPEC §3)', () => {
  it('not started: explains where tokens will go; Continue closes', async () => {
    const onClose = vi.fn();
    const { api } = fakeApi({});
    renderWithHost(<WithdrawDialog status="not started" balance={100} payoutAddress="0xabc12345" symbol="DEMO" onClose={onClose} />, {
      api,
    });
    expect(
      screen.getByText('Token distribution has not started yet. Tokens are delivered to the wallet address in your profile when it opens.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request delivery' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('finished: says so', () => {
    const { api } = fakeApi({});
    renderWithHost(<WithdrawDialog status="finished" balance={100} payoutAddress={null} symbol="DEMO" onClose={() => {}} />, { api });
    expect(screen.getByText('Token distribution has finished.')).toBeInTheDocument();
  });

  it('open: requests delivery of at most the balance to the payout address, then closes', async () => {
    const onClose = vi.fn();
    const { api, calls } = fakeApi({
      'POST withdrawals.php': () => ({ status: 'success' }),
    });
    const { toasts } = renderWithHost(
      <WithdrawDialog status="open" balance={100} payoutAddress="0xabc12345" symbol="DEMO" onClose={onClose} />,
      { api },
    );
    const amount = screen.getByLabelText('Amount (DEMO)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    expect(screen.getByRole('button', { name: 'Request delivery' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Request delivery' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.options?.body).toEqual({ amount: 60 }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'success', title: 'Delivery requested' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('open without a payout address: asks for one in the profile first', () => {
    const { api } = fakeApi({});
    renderWithHost(<WithdrawDialog status="open" balance={100} payoutAddress={null} symbol="DEMO" onClose={() => {}} />, { api });
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.queryByRole('button', { name: 'Request delivery' })).toBeNull();
  });
});

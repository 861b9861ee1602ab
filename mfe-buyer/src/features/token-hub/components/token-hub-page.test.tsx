import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currency, fakeApi, renderWithHost, settingsAnswer, userAnswer } from '../../../test/render';
import { TokenHubPage } from './token-hub-page';

const approvedOrder = {
  id: 7,
  order_token: 'order-seven',
  crypto_to_transfer: 'USDT',
  amount_to_transfer: 10,
  address: 'addr-usdt-12345',
  email: 'buyer@example.com',
  amount_to_receive: 105,
  bonus: 5,
  usd_value: 10,
  rate: 10,
  status: 'approved',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const payout = '0x1234567890abcdef1234567890abcdef12345678';
const hash = '0xfeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedface';

function withdrawal(id: number, amount: number, status: 'requested' | 'sent' | 'rejected', txHash: string | null = null) {
  return {
    id,
    user_id: 1,
    email: 'buyer@example.com',
    amount,
    address: payout,
    status,
    tx_hash: txHash,
    created_at: `2026-11-0${id + 1}T10:00:00.000Z`,
    updated_at: `2026-11-0${id + 1}T10:00:00.000Z`,
  };
}

function hubApi(state: { balance: number; withdrawals: ReturnType<typeof withdrawal>[] }) {
  return fakeApi({
    'GET users.php': () => userAnswer({ balance: state.balance, bonusTokens: 5, payout_address: payout }),
    'GET settings.php': () => ({ ...settingsAnswer, settings: { ...settingsAnswer.settings, distributionStatus: 'open' } }),
    'GET cryptos.php': () => ({ status: 'success', data: [currency('USDT', 'Tether', 10)] }),
    'GET transactions.php': () => ({ status: 'success', transactions: [approvedOrder] }),
    'GET withdrawals.php': () => ({ status: 'success', withdrawals: state.withdrawals }),
    'POST withdrawals.php': (options) => {
      const amount = (options?.body as { amount: number }).amount;
      state.balance -= amount;
      state.withdrawals = [withdrawal(state.withdrawals.length + 1, amount, 'requested'), ...state.withdrawals];
      return { status: 'success' };
    },
  });
}

describe('Token hub after a withdrawal', () => {
  it('keeps purchased and bonus tokens, shows the balance and the withdrawn tokens, and lists the request in the history', async () => {
    const state = { balance: 105, withdrawals: [] as ReturnType<typeof withdrawal>[] };
    const { api } = hubApi(state);
    renderWithHost(<TokenHubPage />, { api, path: '/dashboard/my-token' });
    await waitFor(() => expect(screen.getByTestId('by-hub-purchased-tokens')).toHaveTextContent('100.00 DEMO'));
    expect(screen.getByTestId('by-hub-current-balance')).toHaveTextContent('105.00 DEMO');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const amount = screen.getByLabelText('Amount (DEMO)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Request delivery' }));

    // The mutation refreshes the buyer and the withdrawals: every figure follows the new balance.
    await waitFor(() => expect(screen.getByTestId('by-hub-current-balance')).toHaveTextContent('45.00 DEMO'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('by-hub-purchased-tokens')).toHaveTextContent('100.00 DEMO');
    expect(screen.getByTestId('by-hub-bonus-tokens')).toHaveTextContent('5.00 DEMO');
    expect(screen.getByTestId('by-hub-withdrawn')).toHaveTextContent('60.00 DEMO');
    expect(screen.getByText('60.00 DEMO of it awaits delivery.')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History table' });
    expect(history).toHaveAttribute('tabindex', '0');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first: the withdrawal, then the order.
    expect(rows[0]).toHaveTextContent('−60.00');
    expect(rows[0]).toHaveTextContent('Requested');
    expect(rows[1]).toHaveTextContent('10 USDT → 105 DEMO');
  });

  it('shows a sent withdrawal with its shortened hash and address, each with a copy button holding the whole value', async () => {
    const { api } = hubApi({ balance: 45, withdrawals: [withdrawal(1, 60, 'sent', hash)] });
    renderWithHost(<TokenHubPage />, { api, path: '/dashboard/my-token' });
    const history = await screen.findByRole('region', { name: 'History table' });
    expect(within(history).getByText('0xfeed…face')).toHaveAttribute('title', hash);
    expect(within(history).getByText('0x1234…5678')).toHaveAttribute('title', payout);
    expect(within(history).getByRole('button', { name: 'Transaction hash: copy' })).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Payout address: copy' })).toBeInTheDocument();
    expect(within(history).getByText('Sent')).toBeInTheDocument();
  });
});

describe('Token hub promises', () => {
  it('shows no referral card and no "Coming soon" field: nothing the product does not do', async () => {
    const { api } = hubApi({ balance: 105, withdrawals: [] });
    renderWithHost(<TokenHubPage />, { api, path: '/dashboard/my-token' });
    await waitFor(() => expect(screen.getByTestId('by-hub-current-balance')).toHaveTextContent('105.00 DEMO'));
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.queryByText(/referral/i)).toBeNull();
  });

  it('an answer that does not fit its schema shows the error state with a way to retry, not a broken page', async () => {
    const { api } = fakeApi({
      'GET users.php': () => ({ status: 'success', user: { id: 'not-a-number' } }),
      'GET settings.php': () => settingsAnswer,
      'GET cryptos.php': () => ({ status: 'success', data: [] }),
      'GET transactions.php': () => ({ status: 'success', transactions: [] }),
      'GET withdrawals.php': () => ({ status: 'success', withdrawals: [] }),
    });
    renderWithHost(<TokenHubPage />, { api, path: '/dashboard/my-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/users\.php/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

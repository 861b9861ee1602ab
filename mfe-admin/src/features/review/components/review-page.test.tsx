import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { ReviewPage } from './review-page';

const base = {
  order_token: 't',
  crypto_to_transfer: 'ETH',
  amount_to_transfer: 0.02,
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  email: 'buyer@example.com',
  amount_to_receive: 630,
  bonus: 30,
  usd_value: 60,
  status: 'review',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  network: 'evm:1',
  decimals: 18,
  amount_exact: '0.02',
  amount_base: '20000000000000000',
  confirmations_required: 12,
  payments: [
    {
      tx_hash: '0x' + 'b'.repeat(64),
      output_index: -1,
      asset: 'native',
      amount_exact: '0.015',
      block_number: 100,
      confirmations: 12,
      status: 'confirmed',
      explorer_url: null,
      seen_at: '2026-03-01T12:01:00.000Z',
    },
  ],
};

function arrange(transactions: unknown[]) {
  return renderWithHost(<ReviewPage />, {
    path: '/admin/dashboard/review',
    arrange: (api) => answerGets(api.get, { 'payments.php': { status: 'success', transactions }, 'settings.php': settingsAnswer() }),
  });
}

describe('Payment review', () => {
  it('shows each order with its reason and evidence, and credits what arrived after confirmation', async () => {
    const { api } = arrange([{ ...base, id: 4, review_reason: 'underpaid', received_exact: '0.015' }]);
    const row = (await screen.findByText('buyer@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Underpaid');
    expect(row).toHaveTextContent('0.02 / 0.015 ETH');
    expect(row).toHaveTextContent('Ethereum (chain id 1)');
    expect(row).toHaveTextContent('block 100, 12 confirmations');
    await userEvent.click(within(row).getByRole('button', { name: 'Credit received amount' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('0.015 ETH arrived of 0.02 asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit received amount' }));
    expect(api.put).toHaveBeenCalledWith('payments.php', { body: { id: 4, action: 'credit' }, auth: 'admin' });
  });

  it('cannot credit a payment in another asset, and a rejection needs the reason the buyer reads', async () => {
    const { api } = arrange([{ ...base, id: 5, review_reason: 'wrong_asset', received_exact: '0' }]);
    const row = (await screen.findByText('buyer@example.com')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Credit received amount' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason told to the buyer'), 'Sent on another network; returned.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.put).toHaveBeenCalledWith('payments.php', {
      body: { id: 5, action: 'reject', reason: 'Sent on another network; returned.' },
      auth: 'admin',
    });
  });

  it('says so when nothing waits, and sets the payment deadline', async () => {
    const { api } = arrange([]);
    expect(await screen.findByText('No payment waits for review.')).toBeInTheDocument();
    const minutes = await screen.findByLabelText('Minutes a buyer has to pay a new order');
    expect(minutes).toHaveValue('30');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No payment waits for review.');
    await vi.waitFor(() => expect(api.put).toHaveBeenCalledWith('settings.php', { body: { paymentWindowMinutes: 45 }, auth: 'admin' }));
  });
});

import { transactionSchema, type Transaction } from '@openpresale/shared/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithHost } from '../../../test/render';
import { PaymentPanel } from './payment-panel';

function order(overrides: Record<string, unknown> = {}): Transaction {
  return transactionSchema.parse({
    id: 7,
    order_token: 'tok-7',
    crypto_to_transfer: 'BTC',
    amount_to_transfer: 0.001,
    address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    email: 'buyer@example.com',
    amount_to_receive: 630,
    bonus: 30,
    usd_value: 60,
    status: 'pending',
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    network: 'bitcoin',
    decimals: 8,
    amount_exact: '0.00123456',
    amount_base: '123456',
    expires_at: new Date(Date.now() + 10 * 60_000 + 500).toISOString(),
    confirmations_required: 2,
    address_per_order: true,
    payment_uri: 'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00123456',
    payments: [],
    ...overrides,
  });
}

describe('the payment step of an order on a watched network', () => {
  it('shows the exact amount, the address, the network, the time left and a QR code of the payment URI', async () => {
    const { api } = fakeApi({});
    renderWithHost(<PaymentPanel order={order()} onChanged={() => {}} />, { api });
    expect(screen.getByTestId('by-pay-amount')).toHaveTextContent('0.00123456 BTC');
    expect(screen.getByTestId('by-pay-address')).toHaveTextContent('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(screen.getByTestId('by-pay-network')).toHaveTextContent('Bitcoin');
    expect(screen.getByTestId('by-pay-deadline')).toHaveTextContent(/^Time left 00:(09:5\d|10:00)$/);
    expect(await screen.findByRole('img', { name: /QR code of the address bitcoin:bc1q.*amount=0\.00123456/ })).toBeInTheDocument();
    // an address of its own is watched: no hash to enter
    expect(screen.queryByLabelText('Already paid? Transaction hash')).not.toBeInTheDocument();
  });

  it('cancels the order through the API', async () => {
    const onChanged = vi.fn();
    const { api, calls } = fakeApi({ 'PATCH transactions.php': () => ({ status: 'success' }) });
    renderWithHost(<PaymentPanel order={order()} onChanged={onChanged} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: 'transactions.php',
      options: { body: { orderToken: 'tok-7', action: 'cancel' } },
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('on a shared address asks for the transaction hash and shows the server refusal', async () => {
    const { ApiRequestError } = await import('@openpresale/shared');
    const { api } = fakeApi({
      'PATCH transactions.php': () => {
        throw new ApiRequestError('The transaction hash is 64 hex digits (with 0x on EVM networks).', 400, null);
      },
    });
    renderWithHost(<PaymentPanel order={order({ address_per_order: false })} onChanged={() => {}} />, { api });
    await userEvent.type(screen.getByLabelText('Already paid? Transaction hash'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Send hash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction hash is 64 hex digits');
  });

  it('once paid, lists each transfer with its confirmations and explorer link', () => {
    const { api } = fakeApi({});
    const seen = order({
      status: 'seen',
      payments: [
        {
          tx_hash: 'a'.repeat(64),
          output_index: 1,
          asset: 'native',
          amount_exact: '0.00123456',
          block_number: 870001,
          confirmations: 1,
          status: 'seen',
          explorer_url: `https://mempool.example/tx/${'a'.repeat(64)}`,
          seen_at: '2026-03-01T12:01:00.000Z',
        },
      ],
    });
    renderWithHost(<PaymentPanel order={seen} onChanged={() => {}} />, { api });
    expect(screen.queryByTestId('by-pay-amount')).not.toBeInTheDocument();
    expect(screen.getByTestId('by-payment-confirmations')).toHaveTextContent('1 of 2 confirmations');
    expect(screen.getByRole('link', { name: 'a'.repeat(64) })).toHaveAttribute('href', `https://mempool.example/tx/${'a'.repeat(64)}`);
  });
});

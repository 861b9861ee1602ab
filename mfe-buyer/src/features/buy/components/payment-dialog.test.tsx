import { ApiRequestError } from '@openpresale/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithHost } from '../../../test/render';
import type { OrderFigures } from '../api/create-order';
import { PaymentDialog } from './payment-dialog';

const figures: OrderFigures = {
  currency: 'USDT',
  amountToTransfer: 50,
  tokens: 500,
  bonus: 25,
  amountToReceive: 525,
  usdValue: 50,
  address: 'TXdemoAddress12345',
  rate: 10,
};

describe("'Payment Process' dialog (SPEC §3)", () => {
  it('step 1 sums up, step 2 shows amount, address and QR code, Cancel goes back', async () => {
    const { api } = fakeApi({});
    renderWithHost(<PaymentDialog initial={figures} symbol="DEMO" onClose={() => {}} />, { api });
    expect(screen.getByRole('dialog', { name: 'Payment Process' })).toBeInTheDocument();
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('50 USDT');
    expect(screen.getByText('Receive').nextSibling).toHaveTextContent('525 DEMO');
    expect(screen.getByText('Bonus Tokens').nextSibling).toHaveTextContent('25 DEMO');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('by-pay-amount')).toHaveTextContent('50 USDT');
    expect(screen.getByTestId('by-pay-address')).toHaveTextContent('TXdemoAddress12345');
    expect(screen.getByRole('button', { name: 'Amount: copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Address: copy' })).toBeInTheDocument();
    expect(screen.getByText('Scan the QR code or type the address into your wallet.')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /QR code of the address TXdemoAddress12345/ });
    expect(qr).toHaveAttribute('width', '140');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('without an address it says so and cannot confirm', async () => {
    const { api } = fakeApi({});
    renderWithHost(<PaymentDialog initial={{ ...figures, address: '' }} symbol="DEMO" onClose={() => {}} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('No address has been set for this currency.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('Confirm shows the waiting text, creates the order and opens its page', async () => {
    let release: (value: unknown) => void = () => {};
    const { api, calls } = fakeApi({ 'POST transactions.php': () => new Promise((resolve) => (release = resolve)) });
    renderWithHost(<PaymentDialog initial={figures} symbol="DEMO" onClose={() => {}} />, { api, path: '/dashboard/buy-token' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Creating your order. Please wait')).toBeInTheDocument();
    expect(calls[0]!.options?.body).toMatchObject({ cryptoToTransfer: 'USDT', amountToTransfer: 50, amountToReceive: 525, bonus: 25 });
    release({ status: 'success', orderToken: 'ord-123' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/transaction?order=ord-123'));
  });

  it('on 409 shows the server figures and orders with them only after a second Confirm', async () => {
    let attempt = 0;
    const { api, calls } = fakeApi({
      'POST transactions.php': () => {
        attempt += 1;
        if (attempt === 1) {
          throw new ApiRequestError('The rate changed.', 409, {
            status: 'error',
            message: 'The rate changed.',
            expected: { tokens: 450, amountToReceive: 472.5, bonus: 22.5, usdValue: 45, address: 'TXnewAddress99999', rate: 9 },
          });
        }
        return { status: 'success', orderToken: 'ord-456' };
      },
    });
    renderWithHost(<PaymentDialog initial={figures} symbol="DEMO" onClose={() => {}} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The figures changed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('you receive 472.5 DEMO');
    expect(screen.getByTestId('by-pay-address')).toHaveTextContent('TXnewAddress99999');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('order=ord-456'));
    expect(calls[1]!.options?.body).toMatchObject({ amountToReceive: 472.5, bonus: 22.5, address: 'TXnewAddress99999' });
  });

  it('another failure is a toast with the server message', async () => {
    const { api } = fakeApi({
      'POST transactions.php': () => {
        throw new ApiRequestError('Currency is not accepted.', 400, null);
      },
    });
    const { toasts } = renderWithHost(<PaymentDialog initial={figures} symbol="DEMO" onClose={() => {}} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', title: 'Could not create the order: Currency is not accepted.' }]));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});

import { queryKeys } from '@openpresale/shared/queries';
import { errorMessage, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CopyButton } from '../../../components/copy-button';
import { Modal } from '../../../components/modal';
import { formatAmount, plainAmount } from '../../../lib/format';
import { transactionPath } from '../../../lib/paths';
import { createOrder, type OrderFigures } from '../api/create-order';
import { AddressQrCode } from '../../../components/qr-code';

interface PaymentDialogProps {
  initial: OrderFigures;
  symbol: string;
  onClose(): void;
}

type Step = 'summary' | 'payment';

/**
 * 'Payment Process' (SPEC §3): step 1 sums the order up, step 2 shows where to pay, 'Confirm'
 * creates the order. When the server's figures differ (409) the new ones are shown and the
 * buyer confirms again; nothing is ordered on figures the buyer has not seen.
 */
export function PaymentDialog({ initial, symbol, onClose }: PaymentDialogProps) {
  const host = useHost();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('summary');
  const [figures, setFigures] = useState(initial);
  const [changedMessage, setChangedMessage] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  async function confirm() {
    setCreating(true);
    try {
      const result = await createOrder(host.api, figures);
      if (result.kind === 'created') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.myTransactions });
        navigate(transactionPath(result.orderToken));
        return;
      }
      setFigures(result.figures);
      setChangedMessage(result.message);
      // The page behind the dialog should show the same new rate and level.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cryptos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      setCreating(false);
    } catch (error) {
      host.notify({ kind: 'error', title: `Could not create the order: ${errorMessage(error)}` });
      setCreating(false);
    }
  }

  const code = figures.currency;
  // On a watched network the order comes first: its page shows the address made for it, the exact
  // amount, the network and the deadline, and follows the payment on the chain.
  const orderFirst = (figures.network ?? 'manual') !== 'manual';
  return (
    <Modal
      title="Payment Process"
      onClose={onClose}
      busy={creating}
      footer={
        <p className="by-small by-muted">
          By continuing you accept our <Link to="/privacy">privacy policy</Link>.
        </p>
      }
    >
      <ol className="by-steps" aria-label="Steps">
        <li aria-current={step === 'summary' ? 'step' : undefined} className={step === 'summary' ? 'by-step-active' : ''}>
          1. Summary
        </li>
        <li aria-current={step === 'payment' ? 'step' : undefined} className={step === 'payment' ? 'by-step-active' : ''}>
          2. Payment
        </li>
      </ol>

      {changedMessage && (
        <div className="by-notice by-notice-warning" role="alert">
          <div>
            <p className="by-notice-title">The figures changed</p>
            <p className="by-small">
              {changedMessage} The server's figures for your order are below: you receive {formatAmount(figures.amountToReceive)} {symbol} (
              {formatAmount(figures.tokens)} + {formatAmount(figures.bonus)} bonus) at 1 {code} = {formatAmount(figures.rate)} {symbol}.
              Confirm again to order with them.
            </p>
          </div>
        </div>
      )}

      {step === 'summary' ? (
        <div className="by-stack">
          <div className="by-grid by-grid-3 by-summary">
            <div className="by-summary-card">
              <p className="by-summary-label">Amount</p>
              <p className="by-summary-value">
                {formatAmount(figures.amountToTransfer)} {code}
              </p>
            </div>
            <div className="by-summary-card">
              <p className="by-summary-label">Receive</p>
              <p className="by-summary-value">
                {formatAmount(figures.amountToReceive)} {symbol}
              </p>
            </div>
            <div className="by-summary-card">
              <p className="by-summary-label">Bonus Tokens</p>
              <p className="by-summary-value">
                {formatAmount(figures.bonus)} {symbol}
              </p>
            </div>
          </div>
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
            {orderFirst ? (
              <button type="button" className="button button-primary" onClick={confirm} disabled={creating}>
                Create order
              </button>
            ) : (
              <button type="button" className="button button-primary" onClick={() => setStep('payment')}>
                Continue
              </button>
            )}
          </div>
          {orderFirst && (
            <p className="by-small by-muted">
              {creating ? (
                <span role="status">
                  <span className="spinner by-spinner-sm" aria-hidden="true" /> Creating your order. Please wait
                </span>
              ) : (
                'The next page shows the address made for this order, the exact amount and the network, and follows your payment until it is credited.'
              )}
            </p>
          )}
        </div>
      ) : (
        <div className="by-stack">
          <div className="by-field-copy">
            <p className="by-label">Send exactly</p>
            <div className="by-copy-row">
              <code className="by-code" data-testid="by-pay-amount">
                {plainAmount(figures.amountToTransfer)} {code}
              </code>
              <CopyButton value={plainAmount(figures.amountToTransfer)} label="Amount" />
            </div>
          </div>
          <div className="by-field-copy">
            <p className="by-label">To this {code} address</p>
            {figures.address ? (
              <div className="by-copy-row">
                <code className="by-code by-break" data-testid="by-pay-address">
                  {figures.address}
                </code>
                <CopyButton value={figures.address} label="Address" />
              </div>
            ) : (
              <p className="by-notice by-notice-danger">No address has been set for this currency.</p>
            )}
          </div>
          {figures.address && (
            <div className="by-qr-row">
              <AddressQrCode address={figures.address} />
              <p className="by-small">Scan the QR code or type the address into your wallet.</p>
            </div>
          )}
          {creating && (
            <p className="by-creating" role="status">
              <span className="spinner by-spinner-sm" aria-hidden="true" /> Creating your order. Please wait
            </p>
          )}
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={() => setStep('summary')} disabled={creating}>
              Cancel
            </button>
            <button type="button" className="button button-primary" onClick={confirm} disabled={creating || !figures.address}>
              Confirm
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

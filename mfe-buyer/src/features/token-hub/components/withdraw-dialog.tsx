import { errorMessage, useHost } from '@openpresale/shared';
import type { DistributionStatus } from '@openpresale/shared/schemas';
import { parseAmountInput, sanitizeAmountInput } from '@openpresale/shared/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { formatAmount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRequestWithdrawal } from '../api/withdrawals';

interface WithdrawDialogProps {
  status: DistributionStatus;
  balance: number;
  payoutAddress: string | null;
  symbol: string;
  onClose(): void;
}

/** 'Withdraw' states the distribution status from settings (SPEC §3); only 'open' takes requests. */
export function WithdrawDialog({ status, balance, payoutAddress, symbol, onClose }: WithdrawDialogProps) {
  const host = useHost();
  const amountId = useId();
  const open = status === 'open';
  const request = useRequestWithdrawal();
  const [amount, setAmount] = useState(() => (balance > 0 ? String(balance) : ''));
  const value = parseAmountInput(amount);
  const invalid = value <= 0 ? 'Enter an amount above 0.' : value > balance ? `You hold ${formatAmount(balance)} ${symbol}.` : null;

  async function submit() {
    try {
      await request.mutateAsync(value);
      host.notify({
        kind: 'success',
        title: 'Delivery requested',
        description: `${formatAmount(value)} ${symbol} will be sent to your payout address.`,
      });
      // The hub behind the dialog now shows the lower balance and the request in the history.
      onClose();
    } catch (error) {
      host.notify({ kind: 'error', title: 'Request failed', description: errorMessage(error) });
    }
  }

  return (
    <Modal title="Withdraw" onClose={onClose} busy={request.isPending}>
      <div className="by-stack">
        {status === 'not started' && (
          <p>Token distribution has not started yet. Tokens are delivered to the wallet address in your profile when it opens.</p>
        )}
        {status === 'finished' && <p>Token distribution has finished.</p>}
        {open && (
          <>
            <p>
              Token distribution is open. Request delivery of your {symbol} to the payout address in your profile; the team sends it and
              marks the request as sent.
            </p>
            {payoutAddress ? (
              <form
                className="by-stack"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!invalid) void submit();
                }}
              >
                <p className="by-small">
                  Payout address: <code className="by-code by-break">{payoutAddress}</code>
                </p>
                <label htmlFor={amountId} className="by-label">
                  Amount ({symbol})
                </label>
                <input
                  id={amountId}
                  className="by-input"
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(sanitizeAmountInput(event.target.value, amount))}
                  aria-invalid={invalid !== null}
                  aria-describedby={`${amountId}-hint`}
                />
                <p id={`${amountId}-hint`} className={`by-small ${invalid ? 'by-danger-text' : 'by-muted'}`}>
                  {invalid ?? `Available: ${formatAmount(balance)} ${symbol}`}
                </p>
                <button type="submit" className="button button-primary" disabled={invalid !== null || request.isPending}>
                  {request.isPending ? 'Requesting...' : 'Request delivery'}
                </button>
              </form>
            ) : (
              <p className="by-notice by-notice-warning">
                Add a payout wallet address in <Link to={paths.profile}>My Profile</Link> first; tokens are delivered there.
              </p>
            )}
            <p className="by-small by-muted">Your requests and their status are listed in your history on this page.</p>
          </>
        )}
        <div className="by-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Continue
          </button>
        </div>
      </div>
    </Modal>
  );
}

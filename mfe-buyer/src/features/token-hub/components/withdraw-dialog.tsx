import { useErrorMessage, useHost } from '@openpresale/shared';
import type { DistributionStatus } from '@openpresale/shared/schemas';
import { parseAmountInput, sanitizeAmountInput } from '@openpresale/shared/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
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
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const amountId = useId();
  const open = status === 'open';
  const request = useRequestWithdrawal();
  const [amount, setAmount] = useState(() => (balance > 0 ? String(balance) : ''));
  const value = parseAmountInput(amount);
  const invalid =
    value <= 0
      ? t('tokenHub.dialog.enterAmount')
      : value > balance
        ? t('tokenHub.dialog.youHold', { amount: format.amount(balance), symbol })
        : null;

  async function submit() {
    try {
      await request.mutateAsync(value);
      host.notify({
        kind: 'success',
        title: t('tokenHub.dialog.requested'),
        description: t('tokenHub.dialog.requestedText', { amount: format.amount(value), symbol }),
      });
      // The hub behind the dialog now shows the lower balance and the request in the history.
      onClose();
    } catch (error) {
      host.notify({ kind: 'error', title: t('tokenHub.dialog.failed'), description: errorMessage(error) });
    }
  }

  return (
    <Modal title={t('tokenHub.withdraw')} onClose={onClose} busy={request.isPending}>
      <div className="by-stack">
        {status === 'not started' && <p>{t('tokenHub.dialog.notStarted')}</p>}
        {status === 'finished' && <p>{t('tokenHub.dialog.finished')}</p>}
        {open && (
          <>
            <p>{t('tokenHub.dialog.open', { symbol })}</p>
            {payoutAddress ? (
              <form
                className="by-stack"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!invalid) void submit();
                }}
              >
                <p className="by-small">
                  {t('tokenHub.dialog.payoutAddress')} <code className="by-code by-break">{payoutAddress}</code>
                </p>
                <label htmlFor={amountId} className="by-label">
                  {t('tokenHub.dialog.amount', { symbol })}
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
                  {invalid ?? t('tokenHub.dialog.available', { amount: format.amount(balance), symbol })}
                </p>
                <button type="submit" className="button button-primary" disabled={invalid !== null || request.isPending}>
                  {request.isPending ? t('tokenHub.dialog.requesting') : t('tokenHub.dialog.request')}
                </button>
              </form>
            ) : (
              <p className="by-notice by-notice-warning">
                {t('tokenHub.dialog.addAddressBefore')} <Link to={paths.profile}>{t('common.myProfile')}</Link>{' '}
                {t('tokenHub.dialog.addAddressAfter')}
              </p>
            )}
            <p className="by-small by-muted">{t('tokenHub.dialog.listed')}</p>
          </>
        )}
        <div className="by-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('tokenHub.dialog.continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

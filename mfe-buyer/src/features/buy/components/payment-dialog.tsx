import { queryKeys } from '@openpresale/shared/queries';
import { useErrorMessage, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CopyButton } from '../../../components/copy-button';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { plainAmount, useFormat } from '../../../lib/format';
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
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
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
      setChangedMessage(errorMessage(result.error));
      // The page behind the dialog should show the same new rate and level.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cryptos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      setCreating(false);
    } catch (error) {
      host.notify({ kind: 'error', title: t('buy.dialog.createFailed', { error: errorMessage(error) }) });
      setCreating(false);
    }
  }

  const code = figures.currency;
  // On a watched network the order comes first: its page shows the address made for it, the exact
  // amount, the network and the deadline, and follows the payment on the chain.
  const orderFirst = (figures.network ?? 'manual') !== 'manual';
  return (
    <Modal
      title={t('buy.dialog.title')}
      onClose={onClose}
      busy={creating}
      footer={
        <p className="by-small by-muted">
          {t('buy.dialog.acceptBefore')} <Link to="/privacy">{t('buy.dialog.privacy')}</Link>.
        </p>
      }
    >
      <ol className="by-steps" aria-label={t('buy.dialog.steps')}>
        <li aria-current={step === 'summary' ? 'step' : undefined} className={step === 'summary' ? 'by-step-active' : ''}>
          {t('buy.dialog.stepSummary')}
        </li>
        <li aria-current={step === 'payment' ? 'step' : undefined} className={step === 'payment' ? 'by-step-active' : ''}>
          {t('buy.dialog.stepPayment')}
        </li>
      </ol>

      {changedMessage && (
        <div className="by-notice by-notice-warning" role="alert">
          <div>
            <p className="by-notice-title">{t('buy.dialog.changedTitle')}</p>
            <p className="by-small">
              {t('buy.dialog.changedText', {
                reason: changedMessage,
                receive: format.amount(figures.amountToReceive),
                symbol,
                tokens: format.amount(figures.tokens),
                bonus: format.amount(figures.bonus),
                code,
                rate: format.amount(figures.rate),
              })}
            </p>
          </div>
        </div>
      )}

      {step === 'summary' ? (
        <div className="by-stack">
          <div className="by-grid by-grid-3 by-summary">
            <div className="by-summary-card">
              <p className="by-summary-label">{t('buy.dialog.amount')}</p>
              <p className="by-summary-value">
                {format.amount(figures.amountToTransfer)} {code}
              </p>
            </div>
            <div className="by-summary-card">
              <p className="by-summary-label">{t('buy.dialog.receive')}</p>
              <p className="by-summary-value">
                {format.amount(figures.amountToReceive)} {symbol}
              </p>
            </div>
            <div className="by-summary-card">
              <p className="by-summary-label">{t('buy.dialog.bonusTokens')}</p>
              <p className="by-summary-value">
                {format.amount(figures.bonus)} {symbol}
              </p>
            </div>
          </div>
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('buy.dialog.close')}
            </button>
            {orderFirst ? (
              <button type="button" className="button button-primary" onClick={confirm} disabled={creating}>
                {t('buy.dialog.createOrder')}
              </button>
            ) : (
              <button type="button" className="button button-primary" onClick={() => setStep('payment')}>
                {t('buy.dialog.continue')}
              </button>
            )}
          </div>
          {orderFirst && (
            <p className="by-small by-muted">
              {creating ? (
                <span role="status">
                  <span className="spinner by-spinner-sm" aria-hidden="true" /> {t('buy.dialog.creating')}
                </span>
              ) : (
                t('buy.dialog.orderFirstNote')
              )}
            </p>
          )}
        </div>
      ) : (
        <div className="by-stack">
          <div className="by-field-copy">
            <p className="by-label">{t('buy.dialog.sendExactly')}</p>
            <div className="by-copy-row">
              <code className="by-code" data-testid="by-pay-amount">
                {plainAmount(figures.amountToTransfer)} {code}
              </code>
              <CopyButton value={plainAmount(figures.amountToTransfer)} label={t('common.amount')} />
            </div>
          </div>
          <div className="by-field-copy">
            <p className="by-label">{t('buy.dialog.toAddress', { code })}</p>
            {figures.address ? (
              <div className="by-copy-row">
                <code className="by-code by-break" data-testid="by-pay-address">
                  {figures.address}
                </code>
                <CopyButton value={figures.address} label={t('common.address')} />
              </div>
            ) : (
              <p className="by-notice by-notice-danger">{t('buy.dialog.noAddress')}</p>
            )}
          </div>
          {figures.address && (
            <div className="by-qr-row">
              <AddressQrCode address={figures.address} />
              <p className="by-small">{t('buy.dialog.scan')}</p>
            </div>
          )}
          {creating && (
            <p className="by-creating" role="status">
              <span className="spinner by-spinner-sm" aria-hidden="true" /> {t('buy.dialog.creating')}
            </p>
          )}
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={() => setStep('summary')} disabled={creating}>
              {t('buy.dialog.cancel')}
            </button>
            <button type="button" className="button button-primary" onClick={confirm} disabled={creating || !figures.address}>
              {t('buy.dialog.confirm')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

import { formatCountdown } from '@openpresale/shared/domain';
import { useErrorMessage, useHost, useNetworkLabel } from '@openpresale/shared';
import type { Transaction } from '@openpresale/shared/schemas';
import { useEffect, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { AddressQrCode } from '../../../components/qr-code';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';

interface PaymentPanelProps {
  order: Transaction;
  /** after the buyer cancelled the order or named a transaction */
  onChanged(): void;
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * What to send, where and on which network, with the QR code of the payment URI and the time
 * left, for as long as the order waits for its payment; then the transfers the chain shows.
 */
export function PaymentPanel({ order, onChanged }: PaymentPanelProps) {
  const host = useHost();
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const networkLabel = useNetworkLabel();
  const now = useNow(1000);
  const [busy, setBusy] = useState(false);
  const [txHash, setTxHash] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const waiting = order.status === 'pending';
  const amount = order.amount_exact ?? String(order.amount_to_transfer);
  const code = order.crypto_to_transfer;
  const deadline = order.expires_at ? new Date(order.expires_at) : null;
  const left = deadline ? deadline.getTime() - now.getTime() : null;
  // a shared (fixed) address cannot tell buyers apart: there the buyer names the transaction
  const sharedAddress = order.network !== 'manual' && !order.address_per_order;

  async function act(body: Record<string, unknown>) {
    setBusy(true);
    setHashError(null);
    try {
      await host.api.patch('transactions.php', { auth: 'user', body: { orderToken: order.order_token, ...body } });
      onChanged();
    } catch (error) {
      if ('txHash' in body) setHashError(errorMessage(error));
      else host.notify({ kind: 'error', title: t('transaction.pay.cancelFailed', { error: errorMessage(error) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="by-card by-stack" aria-label={t('transaction.pay.region')}>
      {waiting && (
        <>
          <div className="by-pay-head">
            <h2 className="by-card-title">{t('transaction.pay.title')}</h2>
            {left !== null && (
              <p className={`by-badge ${left < 5 * 60_000 ? 'by-badge-danger' : 'by-badge-muted'}`} data-testid="by-pay-deadline">
                {left > 0 ? t('transaction.pay.timeLeft', { time: formatCountdown(left) }) : t('transaction.pay.deadlinePassed')}
              </p>
            )}
          </div>
          <div className="by-pay-grid">
            <div className="by-stack">
              <div className="by-field-copy">
                <p className="by-label">{t('transaction.pay.sendExactly')}</p>
                <div className="by-copy-row">
                  <code className="by-code" data-testid="by-pay-amount">
                    {amount} {code}
                  </code>
                  <CopyButton value={amount} label={t('common.amount')} />
                </div>
              </div>
              <div className="by-field-copy">
                <p className="by-label">{t('transaction.pay.toAddress')}</p>
                <div className="by-copy-row">
                  <code className="by-code by-break" data-testid="by-pay-address">
                    {order.address}
                  </code>
                  <CopyButton value={order.address} label={t('common.address')} />
                </div>
              </div>
              <p className="by-pay-network">
                {t('transaction.pay.network')} <strong data-testid="by-pay-network">{networkLabel(order.network)}</strong>
                {order.token_contract && (
                  <>
                    {' '}
                    · {t('transaction.pay.tokenContract')} <code className="by-code by-break">{order.token_contract}</code>
                  </>
                )}
              </p>
              <p className="by-small by-muted">
                {t('transaction.pay.networkOnly')}
                {order.confirmations_required > 0 && t('transaction.pay.confirmations', { count: order.confirmations_required })}
              </p>
            </div>
            <div className="by-qr-row by-qr-column">
              <AddressQrCode address={order.payment_uri ?? order.address} />
              <p className="by-small">{t('transaction.pay.scan')}</p>
            </div>
          </div>
          {sharedAddress && order.payer_tx_hash === null && (
            <ClaimForm
              busy={busy}
              txHash={txHash}
              setTxHash={setTxHash}
              error={hashError}
              onSubmit={() => void act({ txHash: txHash.trim() })}
            />
          )}
          {order.payer_tx_hash && (
            <p className="by-small">
              {t('transaction.pay.txGiven')} <code className="by-code by-break">{order.payer_tx_hash}</code>
              {t('transaction.pay.txChecked')}
            </p>
          )}
          <div className="by-dialog-actions by-actions-start">
            <button
              type="button"
              className="button"
              disabled={busy || order.payer_tx_hash !== null}
              onClick={() => void act({ action: 'cancel' })}
            >
              {t('transaction.pay.cancel')}
            </button>
          </div>
        </>
      )}
      {order.payments && order.payments.length > 0 && (
        <div>
          <h3 className="by-card-title">{t('transaction.pay.onChain')}</h3>
          <ul className="by-payments">
            {order.payments.map((p) => (
              <li key={`${p.tx_hash}:${p.output_index}`} data-testid="by-payment">
                <span className="by-payment-amount">
                  {format.decimal(p.amount_exact)}{' '}
                  {p.asset === 'native' || p.asset === order.token_contract ? code : t('transaction.pay.otherToken')}
                </span>
                <span
                  className={`by-badge ${p.status === 'orphaned' ? 'by-badge-danger' : 'by-badge-muted'}`}
                  data-testid="by-payment-confirmations"
                >
                  {p.status === 'orphaned'
                    ? t('transaction.pay.orphaned')
                    : p.block_number === null
                      ? t('transaction.pay.noBlock')
                      : t('transaction.pay.confirmationsOf', {
                          count: Math.min(p.confirmations, order.confirmations_required),
                          required: order.confirmations_required,
                        })}
                </span>
                {p.explorer_url ? (
                  <a href={p.explorer_url} target="_blank" rel="noreferrer noopener" className="by-break">
                    {p.tx_hash}
                  </a>
                ) : (
                  <code className="by-code by-break">{p.tx_hash}</code>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

interface ClaimFormProps {
  busy: boolean;
  txHash: string;
  setTxHash(v: string): void;
  error: string | null;
  onSubmit(): void;
}

/** For a shared address: the buyer names the transaction that paid, and the watcher checks it. */
function ClaimForm({ busy, txHash, setTxHash, error, onSubmit }: ClaimFormProps) {
  const t = useT();
  return (
    <form
      className="by-claim"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="by-label" htmlFor="by-tx-hash">
        {t('transaction.claim.label')}
      </label>
      <div className="by-copy-row">
        <input
          id="by-tx-hash"
          className="input"
          value={txHash}
          onChange={(e) => setTxHash(e.target.value)}
          placeholder={t('transaction.claim.placeholder')}
        />
        <button type="submit" className="button" disabled={busy || txHash.trim() === ''}>
          {t('transaction.claim.send')}
        </button>
      </div>
      {error && (
        <p className="by-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

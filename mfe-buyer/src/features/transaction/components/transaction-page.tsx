import { queryKeys } from '@openpresale/shared/queries';
import { useHost, usePageTitle } from '@openpresale/shared';
import type { ReviewReason, TransactionStatus } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSettings } from '../../../api/use-settings';
import { CopyButton } from '../../../components/copy-button';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { formatAmount, plainAmount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { OrderNotFoundError, useOrder } from '../api/use-order';
import { PaymentPanel } from './payment-panel';

const STATUS_TEXT: Record<TransactionStatus, { title: string; text: string }> = {
  pending: { title: 'Processing Transaction', text: 'Your order is being processed, please wait.' },
  seen: { title: 'Payment seen', text: 'Your payment is on the chain and is credited once it has its confirmations.' },
  review: {
    title: 'Payment under review',
    text: 'The payment did not match the order. An administrator credits what arrived or rejects it with a reason.',
  },
  approved: { title: 'Transaction approved', text: 'The payment was confirmed and the tokens were credited.' },
  rejected: { title: 'Transaction rejected', text: 'Check the payment details and try again.' },
  expired: {
    title: 'Order expired',
    text: 'No payment arrived before the deadline. A payment that still arrives is found and put in review.',
  },
  cancelled: { title: 'Order cancelled', text: 'You cancelled this order. Do not send a payment for it.' },
};

/** A watched order waiting for its payment says so; a manual one keeps the SPEC's text. */
const WAITING_FOR_PAYMENT = {
  title: 'Waiting for your payment',
  text: 'Send the amount below before the deadline. This page follows the payment on the chain.',
};

const REVIEW_REASON_TEXT: Record<ReviewReason, string> = {
  underpaid: 'Less than the order amount arrived.',
  overpaid: 'More than the order amount arrived.',
  late: 'The payment arrived after the deadline.',
  wrong_asset: 'The payment came in another token or coin than the order asked for.',
  reused_tx: 'That transaction already paid another order.',
  cancelled: 'The payment arrived after you cancelled the order.',
};

function StatusIcon({ status }: { status: TransactionStatus }) {
  const d =
    status === 'approved'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : status === 'rejected' || status === 'cancelled' || status === 'expired'
        ? 'M7 7l10 10M17 7L7 17'
        : 'M12 7v5l3 2';
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function TransactionPage() {
  usePageTitle('Transaction');
  const host = useHost();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderToken = params.get('order');
  const order = useOrder(orderToken || null);
  const settings = useSettings();
  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const status = order.data?.status;
  const previousStatus = useRef(status);

  const notFound = order.error instanceof OrderNotFoundError;
  useEffect(() => {
    if (!notFound) return;
    host.notify({ kind: 'error', title: "Transaction doesn't exist" });
    navigate(paths.buyToken, { replace: true });
  }, [notFound, host, navigate]);

  // When the order turns approved the balance changed on the server: refresh what shows it.
  useEffect(() => {
    if (previousStatus.current && previousStatus.current !== status) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myTransactions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    }
    previousStatus.current = status;
  }, [status, queryClient]);

  const back = (
    <Link to={paths.home} className="button">
      Back to Dashboard
    </Link>
  );

  if (!orderToken) {
    return (
      <div className="by-stack">
        <PageHeader focusOnOpen title="Transaction" />
        <div className="by-state by-state-error" role="alert">
          <p className="by-state-title">Order number is missing in the URL</p>
          {back}
        </div>
      </div>
    );
  }
  if (order.isError && !notFound) {
    return (
      <div className="by-stack">
        <PageHeader focusOnOpen title="Transaction" />
        <div className="by-state by-state-error" role="alert">
          <p className="by-state-title">Error: {order.error.message}</p>
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={() => void order.refetch()}>
              Try again
            </button>
            {back}
          </div>
        </div>
      </div>
    );
  }
  if (!order.data) {
    return (
      <div className="by-stack">
        <PageHeader focusOnOpen title="Transaction" />
        <section className="by-card">
          <SkeletonBlock lines={6} label="Loading the order" />
        </section>
      </div>
    );
  }

  const t = order.data;
  const watched = t.network !== 'manual';
  const text = watched && t.status === 'pending' ? WAITING_FOR_PAYMENT : STATUS_TEXT[t.status];
  const tone =
    t.status === 'seen' || t.status === 'review' ? 'pending' : t.status === 'expired' || t.status === 'cancelled' ? 'rejected' : t.status;
  const received = t.amount_to_receive - t.bonus;
  return (
    <div className="by-stack">
      <PageHeader focusOnOpen title="Transaction" intro={`Order ${t.order_token}`} />
      <section className={`by-tx-status by-tx-${tone}`} role="status" aria-live="polite" data-status={t.status}>
        <StatusIcon status={t.status} />
        <div>
          <h2 className="by-tx-title">{text.title}</h2>
          <p>{text.text}</p>
          {t.status === 'review' && t.review_reason && <p>{REVIEW_REASON_TEXT[t.review_reason]}</p>}
          {t.status === 'rejected' && t.reject_reason && <p data-testid="by-reject-reason">Reason: {t.reject_reason}</p>}
          {(t.status === 'pending' || t.status === 'seen' || t.status === 'review') && (
            <p className="by-small">This page checks for news every 5 seconds.</p>
          )}
        </div>
      </section>
      {watched && <PaymentPanel order={t} onChanged={() => void order.refetch()} />}
      <section className="by-card" aria-label="Order details">
        <dl className="by-details">
          <div>
            <dt>Received (excluding bonus)</dt>
            <dd>
              {formatAmount(received)} {symbol}
            </dd>
          </div>
          <div>
            <dt>Bonus</dt>
            <dd>
              {formatAmount(t.bonus)} {symbol}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <strong>
                {formatAmount(t.amount_to_receive)} {symbol}
              </strong>
            </dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>
              {t.amount_exact ?? plainAmount(t.amount_to_transfer)} {t.crypto_to_transfer}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd className="by-copy-row">
              <code className="by-code by-break">{t.address || '—'}</code>
              {t.address && <CopyButton value={t.address} label="Address" />}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{new Date(t.created_at).toLocaleString()}</dd>
          </div>
        </dl>
        <div className="by-dialog-actions by-actions-start">
          {back}
          {t.status === 'rejected' && (
            <Link to={paths.buyToken} className="button button-primary">
              Buy again
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

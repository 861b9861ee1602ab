import { queryKeys } from '@openpresale/shared/queries';
import { useErrorMessage, useHost, usePageTitle } from '@openpresale/shared';
import type { ReviewReason, TransactionStatus } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSettings } from '../../../api/use-settings';
import { CopyButton } from '../../../components/copy-button';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { useT } from '../../../i18n';
import { plainAmount, useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { OrderNotFoundError, useOrder } from '../api/use-order';
import { PaymentPanel } from './payment-panel';

/** A watched order waiting for its payment says so; a manual one keeps the SPEC's text. */
const WAITING_FOR_PAYMENT = 'waiting';

type ReviewKey = `transaction.review.${ReviewReason}`;
const reviewKey = (reason: ReviewReason): ReviewKey => `transaction.review.${reason}`;

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
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  usePageTitle(t('transaction.title'));
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
    host.notify({ kind: 'error', title: t('transaction.notFound') });
    navigate(paths.buyToken, { replace: true });
  }, [notFound, host, navigate, t]);

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
      {t('common.backToDashboard')}
    </Link>
  );

  if (!orderToken) {
    return (
      <div className="by-stack">
        <PageHeader focusOnOpen title={t('transaction.title')} />
        <div className="by-state by-state-error" role="alert">
          <p className="by-state-title">{t('transaction.missingOrder')}</p>
          {back}
        </div>
      </div>
    );
  }
  if (order.isError && !notFound) {
    return (
      <div className="by-stack">
        <PageHeader focusOnOpen title={t('transaction.title')} />
        <div className="by-state by-state-error" role="alert">
          <p className="by-state-title">{t('transaction.error', { message: errorMessage(order.error) })}</p>
          <div className="by-dialog-actions">
            <button type="button" className="button" onClick={() => void order.refetch()}>
              {t('common.tryAgain')}
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
        <PageHeader focusOnOpen title={t('transaction.title')} />
        <section className="by-card">
          <SkeletonBlock lines={6} label={t('transaction.loading')} />
        </section>
      </div>
    );
  }

  const tx = order.data;
  const watched = tx.network !== 'manual';
  const state = watched && tx.status === 'pending' ? WAITING_FOR_PAYMENT : tx.status;
  const text = { title: t(`transaction.status.${state}`), text: t(`transaction.status.${state}Text`) };
  const tone =
    tx.status === 'seen' || tx.status === 'review'
      ? 'pending'
      : tx.status === 'expired' || tx.status === 'cancelled'
        ? 'rejected'
        : tx.status;
  const received = tx.amount_to_receive - tx.bonus;
  return (
    <div className="by-stack">
      <PageHeader focusOnOpen title={t('transaction.title')} intro={t('transaction.order', { token: tx.order_token })} />
      <section className={`by-tx-status by-tx-${tone}`} role="status" aria-live="polite" data-status={tx.status}>
        <StatusIcon status={tx.status} />
        <div>
          <h2 className="by-tx-title">{text.title}</h2>
          <p>{text.text}</p>
          {tx.status === 'review' && tx.review_reason && <p>{t(reviewKey(tx.review_reason))}</p>}
          {tx.status === 'rejected' && tx.reject_reason && (
            <p data-testid="by-reject-reason">{t('transaction.rejectReason', { reason: tx.reject_reason })}</p>
          )}
          {(tx.status === 'pending' || tx.status === 'seen' || tx.status === 'review') && (
            <p className="by-small">{t('transaction.polling')}</p>
          )}
        </div>
      </section>
      {watched && <PaymentPanel order={tx} onChanged={() => void order.refetch()} />}
      <section className="by-card" aria-label={t('transaction.details')}>
        <dl className="by-details">
          <div>
            <dt>{t('transaction.received')}</dt>
            <dd>
              {format.amount(received)} {symbol}
            </dd>
          </div>
          <div>
            <dt>{t('transaction.bonus')}</dt>
            <dd>
              {format.amount(tx.bonus)} {symbol}
            </dd>
          </div>
          <div>
            <dt>{t('transaction.total')}</dt>
            <dd>
              <strong>
                {format.amount(tx.amount_to_receive)} {symbol}
              </strong>
            </dd>
          </div>
          <div>
            <dt>{t('transaction.currency')}</dt>
            <dd>
              {format.decimal(tx.amount_exact ?? plainAmount(tx.amount_to_transfer))} {tx.crypto_to_transfer}
            </dd>
          </div>
          <div>
            <dt>{t('common.address')}</dt>
            <dd className="by-copy-row">
              <code className="by-code by-break">{tx.address || '—'}</code>
              {tx.address && <CopyButton value={tx.address} label={t('common.address')} />}
            </dd>
          </div>
          <div>
            <dt>{t('transaction.created')}</dt>
            <dd>{format.dateTime(tx.created_at)}</dd>
          </div>
        </dl>
        <div className="by-dialog-actions by-actions-start">
          {back}
          {tx.status === 'rejected' && (
            <Link to={paths.buyToken} className="button button-primary">
              {t('transaction.buyAgain')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

import type { Transaction } from '@openpresale/shared/schemas';
import { Link } from 'react-router-dom';
import { ShortValue } from '../../../components/short-value';
import { TableRegion } from '../../../components/table-region';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { paths, transactionPath } from '../../../lib/paths';
import type { Withdrawal } from '../api/withdrawals';

type Entry = { kind: 'order'; at: Date; order: Transaction } | { kind: 'withdrawal'; at: Date; withdrawal: Withdrawal };

/** Orders and withdrawals in one list, newest first. */
export function historyEntries(orders: readonly Transaction[], withdrawals: readonly Withdrawal[]): Entry[] {
  return [
    ...orders.map((order) => ({ kind: 'order' as const, at: new Date(order.created_at), order })),
    ...withdrawals.map((withdrawal) => ({ kind: 'withdrawal' as const, at: new Date(withdrawal.created_at), withdrawal })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * The buyer's own history (SPEC §3's Amount, Pair, Date, Time, plus Status): orders and the
 * deliveries the buyer requested. On a phone each row becomes a small card led by status, amount
 * and date (buyer.css), with hashes and addresses shortened next to a copy button.
 */
export function HistoryTable({
  orders,
  withdrawals,
  symbol,
}: {
  orders: readonly Transaction[];
  withdrawals: readonly Withdrawal[];
  symbol: string;
}) {
  const t = useT();
  const entries = historyEntries(orders, withdrawals);
  if (entries.length === 0) {
    return (
      <div className="by-state by-state-empty">
        <p className="by-state-title">{t('tokenHub.noTransactions')}</p>
        <Link to={paths.buyToken} className="button button-primary">
          {t('tokenHub.buySymbolToken', { symbol })}
        </Link>
      </div>
    );
  }
  return (
    <TableRegion label={t('tokenHub.table')}>
      <table className="by-table by-table-cards by-history">
        <thead>
          <tr>
            <th scope="col">{t('tokenHub.col.amount')}</th>
            <th scope="col">{t('tokenHub.col.pair')}</th>
            <th scope="col">{t('tokenHub.col.date')}</th>
            <th scope="col">{t('tokenHub.col.time')}</th>
            <th scope="col">{t('tokenHub.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) =>
            entry.kind === 'order' ? (
              <OrderRow key={`order-${entry.order.id}`} order={entry.order} at={entry.at} symbol={symbol} />
            ) : (
              <WithdrawalRow key={`withdrawal-${entry.withdrawal.id}`} withdrawal={entry.withdrawal} at={entry.at} symbol={symbol} />
            ),
          )}
        </tbody>
      </table>
    </TableRegion>
  );
}

function OrderRow({ order, at, symbol }: { order: Transaction; at: Date; symbol: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <tr>
      <td className="by-cell-amount" data-label={t('tokenHub.col.amount')}>
        <Link to={transactionPath(order.order_token)}>{format.two(order.amount_to_receive)}</Link>
      </td>
      <td className="by-cell-detail" data-label={t('tokenHub.col.pair')}>
        {format.amount(order.amount_to_transfer)} {order.crypto_to_transfer} → {format.amount(order.amount_to_receive)} {symbol}
      </td>
      <td className="by-cell-date" data-label={t('tokenHub.col.date')}>
        {format.date(at)}
      </td>
      <td className="by-cell-time" data-label={t('tokenHub.col.time')}>
        {format.time(at)}
      </td>
      <td className="by-cell-status" data-label={t('tokenHub.col.status')}>
        <span className={`by-badge by-badge-${order.status}`}>{t(`tokenHub.order.${order.status}`)}</span>
      </td>
    </tr>
  );
}

function WithdrawalRow({ withdrawal, at, symbol }: { withdrawal: Withdrawal; at: Date; symbol: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <tr>
      <td className="by-cell-amount" data-label={t('tokenHub.col.amount')}>
        −{format.two(withdrawal.amount)}
      </td>
      <td className="by-cell-detail" data-label={t('tokenHub.col.details')}>
        <span className="by-history-detail">
          <span>{t('tokenHub.withdrawalOf', { amount: format.amount(withdrawal.amount), symbol })}</span>
          <ShortValue value={withdrawal.address} label={t('tokenHub.payoutAddress')} />
        </span>
        {withdrawal.tx_hash && (
          <span className="by-history-detail">
            <span>{t('tokenHub.transaction')}</span>
            <ShortValue value={withdrawal.tx_hash} label={t('tokenHub.transactionHash')} />
          </span>
        )}
        {withdrawal.status === 'rejected' && <span className="by-small by-muted">{t('tokenHub.returned')}</span>}
      </td>
      <td className="by-cell-date" data-label={t('tokenHub.col.date')}>
        {format.date(at)}
      </td>
      <td className="by-cell-time" data-label={t('tokenHub.col.time')}>
        {format.time(at)}
      </td>
      <td className="by-cell-status" data-label={t('tokenHub.col.status')}>
        <span className={`by-badge by-badge-${withdrawal.status}`}>{t(`tokenHub.withdrawal.${withdrawal.status}`)}</span>
      </td>
    </tr>
  );
}

import type { Transaction } from '@openpresale/shared/schemas';
import { Link } from 'react-router-dom';
import { ShortValue } from '../../../components/short-value';
import { TableRegion } from '../../../components/table-region';
import { format2, formatAmount } from '../../../lib/format';
import { paths, transactionPath } from '../../../lib/paths';
import type { Withdrawal } from '../api/withdrawals';

const ORDER_STATUS = {
  pending: 'Pending',
  seen: 'Payment seen',
  review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const;
const WITHDRAWAL_STATUS = { requested: 'Requested', sent: 'Sent', rejected: 'Rejected' } as const;

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
  const entries = historyEntries(orders, withdrawals);
  if (entries.length === 0) {
    return (
      <div className="by-state by-state-empty">
        <p className="by-state-title">No transactions</p>
        <Link to={paths.buyToken} className="button button-primary">
          Buy {symbol} Token
        </Link>
      </div>
    );
  }
  return (
    <TableRegion label="History table">
      <table className="by-table by-table-cards by-history">
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Pair</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Status</th>
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
  return (
    <tr>
      <td className="by-cell-amount" data-label="Amount">
        <Link to={transactionPath(order.order_token)}>{format2(order.amount_to_receive)}</Link>
      </td>
      <td className="by-cell-detail" data-label="Pair">
        {formatAmount(order.amount_to_transfer)} {order.crypto_to_transfer} → {formatAmount(order.amount_to_receive)} {symbol}
      </td>
      <td className="by-cell-date" data-label="Date">
        {at.toLocaleDateString()}
      </td>
      <td className="by-cell-time" data-label="Time">
        {at.toLocaleTimeString()}
      </td>
      <td className="by-cell-status" data-label="Status">
        <span className={`by-badge by-badge-${order.status}`}>{ORDER_STATUS[order.status]}</span>
      </td>
    </tr>
  );
}

function WithdrawalRow({ withdrawal, at, symbol }: { withdrawal: Withdrawal; at: Date; symbol: string }) {
  return (
    <tr>
      <td className="by-cell-amount" data-label="Amount">
        −{format2(withdrawal.amount)}
      </td>
      <td className="by-cell-detail" data-label="Details">
        <span className="by-history-detail">
          <span>
            Withdrawal of {formatAmount(withdrawal.amount)} {symbol} to
          </span>
          <ShortValue value={withdrawal.address} label="Payout address" />
        </span>
        {withdrawal.tx_hash && (
          <span className="by-history-detail">
            <span>Transaction</span>
            <ShortValue value={withdrawal.tx_hash} label="Transaction hash" />
          </span>
        )}
        {withdrawal.status === 'rejected' && <span className="by-small by-muted">Returned to your balance.</span>}
      </td>
      <td className="by-cell-date" data-label="Date">
        {at.toLocaleDateString()}
      </td>
      <td className="by-cell-time" data-label="Time">
        {at.toLocaleTimeString()}
      </td>
      <td className="by-cell-status" data-label="Status">
        <span className={`by-badge by-badge-${withdrawal.status}`}>{WITHDRAWAL_STATUS[withdrawal.status]}</span>
      </td>
    </tr>
  );
}

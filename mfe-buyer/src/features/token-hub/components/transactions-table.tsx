import type { Transaction } from '@openpresale/shared/schemas';
import { Link } from 'react-router-dom';
import { format2, formatAmount } from '../../../lib/format';
import { paths, transactionPath } from '../../../lib/paths';

const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** The buyer's own orders: Amount, Pair, Date, Time in the browser's locale (SPEC §3). */
export function TransactionsTable({ transactions, symbol }: { transactions: readonly Transaction[]; symbol: string }) {
  if (transactions.length === 0) {
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
    <div className="by-table-wrap">
      <table className="by-table">
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
          {transactions.map((t) => {
            const created = new Date(t.created_at);
            return (
              <tr key={t.id}>
                <td>
                  <Link to={transactionPath(t.order_token)}>{format2(t.amount_to_receive)}</Link>
                </td>
                <td>
                  {formatAmount(t.amount_to_transfer)} {t.crypto_to_transfer} → {formatAmount(t.amount_to_receive)} {symbol}
                </td>
                <td>{created.toLocaleDateString()}</td>
                <td>{created.toLocaleTimeString()}</td>
                <td>
                  <span className={`by-badge by-badge-${t.status}`}>{STATUS_LABEL[t.status]}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

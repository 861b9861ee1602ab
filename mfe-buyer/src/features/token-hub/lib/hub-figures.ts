import { fromMicro, toMicro } from '@openpresale/shared/domain';
import type { Transaction, User } from '@openpresale/shared/schemas';
import type { Withdrawal } from '../api/withdrawals';

export interface HubFigures {
  /** Tokens bought by approved orders, before their bonus. */
  purchased: number;
  /** Bonus tokens credited with approved orders. */
  bonus: number;
  /** Tokens that left the balance for delivery: requested or sent (a rejected request came back). */
  withdrawn: number;
  /** The part of `withdrawn` still waiting for the team to send it. */
  awaitingDelivery: number;
  /** Prize tokens and credits from the team: what the balance holds beyond orders and withdrawals. */
  otherCredits: number;
  /** Dollars of the approved orders. */
  investment: number;
}

const sumMicro = (values: number[]) => values.reduce((sum, value) => sum + toMicro(value), 0);

/**
 * The hub's overview from the buyer's own records. Every token of the balance is accounted for:
 * balance = purchased + bonus + prizes and credits − withdrawn. Purchased tokens come from the
 * orders themselves, so a withdrawal lowers the balance without making the purchases look smaller.
 * Sums run in micro-units, as the server's ledger does, so no cent is lost to float rounding.
 */
export function hubFigures(
  user: Pick<User, 'balance' | 'bonusTokens'>,
  orders: readonly Transaction[],
  withdrawals: readonly Withdrawal[],
): HubFigures {
  const approved = orders.filter((order) => order.status === 'approved');
  const purchasedMicro = approved.reduce((sum, order) => sum + toMicro(order.amount_to_receive) - toMicro(order.bonus), 0);
  const withdrawnMicro = sumMicro(withdrawals.filter((w) => w.status !== 'rejected').map((w) => w.amount));
  const awaitingMicro = sumMicro(withdrawals.filter((w) => w.status === 'requested').map((w) => w.amount));
  const otherMicro = toMicro(user.balance) - purchasedMicro - toMicro(user.bonusTokens) + withdrawnMicro;
  return {
    purchased: fromMicro(purchasedMicro),
    bonus: user.bonusTokens,
    withdrawn: fromMicro(withdrawnMicro),
    awaitingDelivery: fromMicro(awaitingMicro),
    otherCredits: fromMicro(Math.max(0, otherMicro)),
    investment: fromMicro(sumMicro(approved.map((order) => order.usd_value))),
  };
}

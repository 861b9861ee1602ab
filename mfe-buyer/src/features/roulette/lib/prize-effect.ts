import type { PrizeType } from '@openpresale/shared/domain';
import { formatAmount } from '../../../lib/format';

/**
 * What a prize gives, in the buyer's words. A deposit prize adds its percent to the level bonus of
 * every later purchase; only the best deposit prize a buyer holds counts (SPEC §9).
 */
export function prizeEffect(prize: { type: PrizeType; amount: number }, symbol: string): string {
  switch (prize.type) {
    case 'bonus_dep':
      return `+${formatAmount(prize.amount)} % bonus on your purchases`;
    case 'add_to_balance':
      return `+${formatAmount(prize.amount)} ${symbol} added to your balance`;
    case 'material':
      return 'A physical prize, not tokens';
  }
}

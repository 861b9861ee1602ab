import type { Translate } from '@openpresale/shared';
import type { PrizeType } from '@openpresale/shared/domain';
import type { BuyerFormat } from '../../../lib/format';
import type { rouletteEn } from '../i18n/en';

/**
 * What a prize gives, in the buyer's words. A deposit prize adds its percent to the level bonus of
 * every later purchase; only the best deposit prize a buyer holds counts (SPEC §9).
 */
export function prizeEffect(
  prize: { type: PrizeType; amount: number },
  symbol: string,
  t: Translate<keyof typeof rouletteEn>,
  format: Pick<BuyerFormat, 'amount'>,
): string {
  switch (prize.type) {
    case 'bonus_dep':
      return t('roulette.prize.bonus', { amount: format.amount(prize.amount) });
    case 'add_to_balance':
      return t('roulette.prize.tokens', { amount: format.amount(prize.amount), symbol });
    case 'material':
      return t('roulette.prize.material');
  }
}

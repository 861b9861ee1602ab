import {
  MAX_BUY_TOKENS,
  MIN_BUY_TOKENS,
  buyBoundsInCrypto,
  cryptoForTokens,
  dashboardLevel,
  fromMicro,
  mulDivRound,
  toMicro,
  parseAmountInput,
  previewOrder,
  type OrderPreview,
  type StatusLevel,
} from '@openpresale/shared/domain';
import type { BuyDirection } from '../components/amount-input';

export interface BuyFiguresInput {
  amountText: string;
  direction: BuyDirection;
  rate: number;
  purchased: number;
  prizeBonusPercent: number;
  mainValue: number | null;
  levels: readonly StatusLevel[];
}

export interface BuyFigures {
  /** What the buyer sends, in the chosen currency. */
  cryptoAmount: number;
  preview: OrderPreview | null;
  bounds: { min: number; max: number };
  /** Why 'Buy Now!' is off (over the maximum or under the minimum), or null when it is on. */
  blocked: 'tooMuch' | 'tooLittle' | null;
  /** The bonus told apart: what the level gives and what the best roulette prize adds. */
  bonusShares: BonusShares | null;
}

export interface BonusShares {
  levelName: string;
  levelPercent: number;
  levelBonus: number;
  prizePercent: number;
  prizeBonus: number;
}

/**
 * Splits the bonus the server computes in one step (tokens × (level % + prize %) / 100, rounded
 * to 6 decimals) into the level's share and the prize's share. The prize's share is the rest, so
 * the two always add up to the bonus shown.
 */
export function bonusShares(preview: OrderPreview, purchased: number, prizePercent: number, levels: readonly StatusLevel[]): BonusShares {
  const level = dashboardLevel(purchased, levels);
  const levelBonusMicro = mulDivRound(toMicro(preview.tokens), toMicro(level.bonus), 100 * 1_000_000);
  return {
    levelName: level.lvl,
    levelPercent: level.bonus,
    levelBonus: fromMicro(levelBonusMicro),
    prizePercent: Math.max(0, prizePercent),
    prizeBonus: fromMicro(toMicro(preview.bonus) - levelBonusMicro),
  };
}

/**
 * The preview of one purchase (SPEC §9), from the same pure rules the server applies. The order is
 * always expressed as a crypto amount, because that is what the server multiplies by the rate.
 */
export function buyFigures(input: BuyFiguresInput): BuyFigures {
  const typed = parseAmountInput(input.amountText);
  const bounds = buyBoundsInCrypto(input.rate);
  let cryptoAmount = 0;
  let preview: OrderPreview | null = null;
  try {
    cryptoAmount = input.direction === 'crypto' ? typed : cryptoForTokens(typed, input.rate);
    preview = previewOrder({
      amount: cryptoAmount,
      rate: input.rate,
      purchased: input.purchased,
      prizeBonusPercent: input.prizeBonusPercent,
      mainValue: input.mainValue ?? 0,
      levels: input.levels,
    });
  } catch {
    // A number too large to compute exactly is simply out of bounds.
    preview = null;
  }
  let blocked: BuyFigures['blocked'] = null;
  if (!preview || preview.tokens > MAX_BUY_TOKENS) blocked = 'tooMuch';
  else if (preview.tokens < MIN_BUY_TOKENS) blocked = 'tooLittle';
  const shares = preview ? bonusShares(preview, input.purchased, input.prizeBonusPercent, input.levels) : null;
  return { cryptoAmount, preview, bounds, blocked, bonusShares: shares };
}

// Order arithmetic (SPEC §9). The server decides with these functions; clients use them to preview.
import { fromMicro, mulDivRound, mulMicro, toMicro } from './money';
import { dashboardLevel, type StatusLevel } from './levels';

/** Tokens before bonus must lie in this range (SPEC §9 "Buy bounds"). */
export const MIN_BUY_TOKENS = 40;
export const MAX_BUY_TOKENS = 100_000;

export interface OrderInputMicro {
  /** Crypto amount the buyer sends, micro-units. */
  amountMicro: number;
  /** Tokens per 1 unit of the crypto, micro-units. */
  rateMicro: number;
  /** Tokens the buyer bought before this order (purchases, bonuses, credits), micro-units: the level's basis. */
  purchasedMicro: number;
  /** Highest bonus_dep percent among the buyer's prizes, micro-units (0 when none). */
  prizeBonusPercentMicro: number;
  /** Dollars per token, micro-units. */
  mainValueMicro: number;
  levels: readonly StatusLevel[];
}

export interface OrderFiguresMicro {
  tokensMicro: number;
  bonusMicro: number;
  /** tokens + bonus */
  amountToReceiveMicro: number;
  usdValueMicro: number;
  /** level bonus % + best prize %, micro-units of a percent */
  bonusPercentMicro: number;
  levelName: string;
}

/**
 * Tokens = crypto amount × rate. Bonus = tokens / 100 × (dashboard level bonus % + best bonus_dep %),
 * 6 decimals; the level comes from the tokens bought before the order (Bronze below 40).
 * amount_to_receive = tokens + bonus; usd_value = tokens × main value.
 */
export function computeOrderMicro(input: OrderInputMicro): OrderFiguresMicro {
  const level = dashboardLevel(fromMicro(input.purchasedMicro), input.levels);
  const tokensMicro = mulMicro(input.amountMicro, input.rateMicro);
  const bonusPercentMicro = toMicro(level.bonus) + Math.max(0, input.prizeBonusPercentMicro);
  const bonusMicro = mulDivRound(tokensMicro, bonusPercentMicro, 100 * 1_000_000);
  return {
    tokensMicro,
    bonusMicro,
    amountToReceiveMicro: tokensMicro + bonusMicro,
    usdValueMicro: mulMicro(tokensMicro, input.mainValueMicro),
    bonusPercentMicro,
    levelName: level.lvl,
  };
}

export interface OrderPreviewInput {
  amount: number;
  rate: number;
  /** tokens bought so far (the user's `purchased`): the level's basis */
  purchased: number;
  prizeBonusPercent: number;
  mainValue: number;
  levels: readonly StatusLevel[];
}

export interface OrderPreview {
  tokens: number;
  bonus: number;
  amountToReceive: number;
  usdValue: number;
  bonusPercent: number;
  levelName: string;
  /** Tokens before bonus lie within 40..100000. */
  withinBounds: boolean;
}

/** Decimal-number wrapper of computeOrderMicro for screens. */
export function previewOrder(input: OrderPreviewInput): OrderPreview {
  const f = computeOrderMicro({
    amountMicro: toMicro(input.amount),
    rateMicro: toMicro(input.rate),
    purchasedMicro: toMicro(input.purchased),
    prizeBonusPercentMicro: toMicro(input.prizeBonusPercent),
    mainValueMicro: toMicro(input.mainValue),
    levels: input.levels,
  });
  const tokens = fromMicro(f.tokensMicro);
  return {
    tokens,
    bonus: fromMicro(f.bonusMicro),
    amountToReceive: fromMicro(f.amountToReceiveMicro),
    usdValue: fromMicro(f.usdValueMicro),
    bonusPercent: fromMicro(f.bonusPercentMicro),
    levelName: f.levelName,
    withinBounds: isWithinBuyBounds(tokens),
  };
}

export function isWithinBuyBounds(tokensBeforeBonus: number): boolean {
  return tokensBeforeBonus >= MIN_BUY_TOKENS && tokensBeforeBonus <= MAX_BUY_TOKENS;
}

/**
 * The crypto amount to send for a wanted number of tokens (the 'receive {TOKEN}' direction),
 * rounded up to 6 decimals so the buyer never receives less than asked.
 */
export function cryptoForTokens(tokens: number, rate: number): number {
  const rateMicro = toMicro(rate);
  if (rateMicro <= 0) return 0;
  const tokensMicro = toMicro(tokens);
  const exact = (BigInt(tokensMicro) * 1_000_000n) / BigInt(rateMicro);
  const rem = (BigInt(tokensMicro) * 1_000_000n) % BigInt(rateMicro);
  return fromMicro(Number(rem === 0n ? exact : exact + 1n));
}

/** Minimum and maximum crypto amounts for a currency, from the buy bounds. */
export function buyBoundsInCrypto(rate: number): { min: number; max: number } {
  const rateMicro = toMicro(rate);
  if (rateMicro <= 0) return { min: 0, max: 0 };
  const maxMicro = (BigInt(MAX_BUY_TOKENS) * 1_000_000_000_000n) / BigInt(rateMicro);
  return { min: cryptoForTokens(MIN_BUY_TOKENS, rate), max: fromMicro(Number(maxMicro)) };
}

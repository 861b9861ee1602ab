// Prize wheel rules (SPEC §9): spins allowance, weighted draw, the strip the client animates.
import type { TextTranslations } from '../i18n/issuer-text';
import { rankIndex, type StatusLevel } from './levels';

export type PrizeType = 'bonus_dep' | 'add_to_balance' | 'material';
export const PRIZE_TYPES: readonly PrizeType[] = ['bonus_dep', 'add_to_balance', 'material'];

export interface WheelPrize {
  id: number;
  name: string;
  /** the name in other languages than the issuer's */
  nameI18n?: TextTranslations;
  type: PrizeType;
  /** percent for bonus_dep, tokens for add_to_balance */
  amount: number;
  /** weight ≥ 0; 0 hides the prize everywhere */
  chance: number;
  image: string;
}

export const STRIP_LENGTH = 30;
export const STRIP_WIN_INDEX = 23;
export const STRIP_SLOT_WIDTH_PX = 150;
export const SPIN_START_DELAY_MS = 200;
export const SPIN_DURATION_MS = 3000;
export const SPIN_RESULT_AT_MS = 3200;

/** Default prizes (SPEC §9). */
export const DEFAULT_PRIZES: readonly Omit<WheelPrize, 'id'>[] = Object.freeze([
  { name: '20% deposit', nameI18n: { ru: '20% к депозиту' }, type: 'bonus_dep', amount: 20, chance: 60, image: '' },
  { name: '30% deposit', nameI18n: { ru: '30% к депозиту' }, type: 'bonus_dep', amount: 30, chance: 50, image: '' },
  { name: '40% deposit', nameI18n: { ru: '40% к депозиту' }, type: 'bonus_dep', amount: 40, chance: 40, image: '' },
]);

/** Only prizes with a chance above 0 can be won or shown. */
export function winnablePrizes<T extends Pick<WheelPrize, 'chance'>>(prizes: readonly T[]): T[] {
  return prizes.filter((p) => Number.isFinite(p.chance) && p.chance > 0);
}

/** Published odds in percent (chance / sum of chances × 100) of the winnable prizes. */
export function prizeOdds<T extends Pick<WheelPrize, 'chance'>>(prizes: readonly T[]): Array<T & { odds: number }> {
  const list = winnablePrizes(prizes);
  const total = list.reduce((sum, p) => sum + p.chance, 0);
  return list.map((p) => ({ ...p, odds: total > 0 ? (p.chance / total) * 100 : 0 }));
}

/**
 * Spins allowance (SPEC §9): no prizes yet → 1; no rank → 0; else (zero-based rank index + 2) − prizes
 * won, never below 0.
 */
export function spinsAllowance(prizesWon: number, balance: number, levels?: readonly StatusLevel[]): number {
  if (prizesWon <= 0) return 1;
  const rank = rankIndex(balance, levels);
  if (rank < 0) return 0;
  return Math.max(0, rank + 2 - prizesWon);
}

/** Name of the next rank above the balance, for 'Need rank: {next rank}'; null at the top. */
export { nextLevel as nextRankLevel } from './levels';

/** Weighted draw: weight = chance. `random` returns a float in [0, 1). */
export function drawWeighted<T extends Pick<WheelPrize, 'chance'>>(prizes: readonly T[], random: () => number): T {
  const list = winnablePrizes(prizes);
  if (list.length === 0) throw new Error('No winnable prizes');
  const total = list.reduce((sum, p) => sum + p.chance, 0);
  let pick = random() * total;
  for (const prize of list) {
    pick -= prize.chance;
    if (pick < 0) return prize;
  }
  return list[list.length - 1]!;
}

/** 30 slots, the won prize at slot 23 (zero-based), every other slot drawn by weight. */
export function buildStrip<T extends Pick<WheelPrize, 'chance'>>(prizes: readonly T[], won: T, random: () => number): T[] {
  const strip: T[] = [];
  for (let i = 0; i < STRIP_LENGTH; i++) strip.push(i === STRIP_WIN_INDEX ? won : drawWeighted(prizes, random));
  return strip;
}

/** Extra strip offset by window width in px (SPEC §9). */
export function stripOffsetForWidth(width: number): number {
  if (width < 520) return 400;
  if (width < 767) return 0;
  if (width < 1280) return 150;
  if (width >= 1600) return 300;
  return 0;
}

/** Highest bonus_dep percent among won prizes; 0 without one (adds to the level bonus, SPEC §9). */
export function bestDepositBonusPercent(prizes: readonly { type: string; amount?: number | null; name?: string }[]): number {
  let best = 0;
  for (const p of prizes) {
    if (p.type !== 'bonus_dep') continue;
    const amount = typeof p.amount === 'number' && Number.isFinite(p.amount) ? p.amount : parsePrizePercent(p.name ?? '');
    if (amount > best) best = amount;
  }
  return best;
}

/** '30% deposit' → 30; no percent → 0. For prize records that only carry a name. */
export function parsePrizePercent(name: string): number {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(name);
  return match ? Number(match[1]) : 0;
}

// Leaderboard (SPEC §3): top 10 by dollar deposits of approved orders, e-mails masked, rank level.
import { maskEmail } from './email';
import { rankLevel, type StatusLevel } from './levels';

export const LEADERBOARD_SIZE = 10;

export interface LeaderInput {
  email: string;
  /** dollars of approved orders */
  deposit: number;
  /** tokens bought (with bonuses and credits), for the level */
  purchased: number;
}

export interface Leader {
  email: string;
  deposit: number;
  /** level name, or null with no rank (purchases below the first threshold) */
  level: string | null;
}

/** Sorted by deposit (highest first, ties by e-mail), zero deposits left out, top 10. */
export function rankLeaders(rows: readonly LeaderInput[], levels?: readonly StatusLevel[], size = LEADERBOARD_SIZE): Leader[] {
  return rows
    .filter((r) => r.deposit > 0)
    .sort((a, b) => b.deposit - a.deposit || a.email.localeCompare(b.email))
    .slice(0, size)
    .map((r) => ({ email: maskEmail(r.email), deposit: r.deposit, level: rankLevel(r.purchased, levels)?.lvl ?? null }));
}

// Status levels (SPEC §9): threshold in tokens, bonus %, perks.
import type { TextTranslations } from '../i18n/issuer-text';

export interface StatusLevel {
  /** Level name, e.g. 'Gold'. */
  lvl: string;
  /** Threshold in tokens. */
  tokens: number;
  /** Purchase bonus in percent. */
  bonus: number;
  /** Perks, separated by '; '. */
  descr: string;
  /** The name in other languages than the issuer's. */
  lvlI18n?: TextTranslations;
  /** The perks in other languages than the issuer's, separated by '; '. */
  descrI18n?: TextTranslations;
}

export const DEFAULT_LEVELS: readonly StatusLevel[] = Object.freeze([
  { lvl: 'Bronze', tokens: 40, bonus: 5, descr: 'None', lvlI18n: { ru: 'Бронза' } },
  {
    lvl: 'Silver',
    tokens: 200,
    bonus: 7,
    descr: 'Private chat; Behind-the-scenes updates',
    lvlI18n: { ru: 'Серебро' },
    descrI18n: { ru: 'Закрытый чат; Новости из-за кулис' },
  },
  {
    lvl: 'Gold',
    tokens: 500,
    bonus: 10,
    descr: 'AMA sessions; Signed NFT; Merchandise raffle',
    lvlI18n: { ru: 'Золото' },
    descrI18n: { ru: 'Сессии вопросов и ответов; NFT с автографом; Розыгрыш мерча' },
  },
  {
    lvl: 'Platinum',
    tokens: 1000,
    bonus: 12,
    descr: 'Voice message from the team; Virtual office tour; Signed poster; Investor club invitation',
    lvlI18n: { ru: 'Платина' },
    descrI18n: { ru: 'Голосовое сообщение от команды; Виртуальная экскурсия по офису; Постер с автографом; Приглашение в клуб инвесторов' },
  },
  {
    lvl: 'Diamond',
    tokens: 5000,
    bonus: 15,
    descr: 'VIP launch event invitation; NFT card; Early feature access',
    lvlI18n: { ru: 'Алмаз' },
    descrI18n: { ru: 'Приглашение на VIP-запуск; NFT-карта; Ранний доступ к новым функциям' },
  },
  {
    lvl: 'Legend',
    tokens: 50000,
    bonus: 20,
    descr: 'Personal call with the team; VIP tour; Limited collectible with certificate',
    lvlI18n: { ru: 'Легенда' },
    descrI18n: { ru: 'Личный звонок с командой; VIP-тур; Лимитированный коллекционный предмет с сертификатом' },
  },
]);

function sorted(levels: readonly StatusLevel[]): StatusLevel[] {
  return [...levels].sort((a, b) => a.tokens - b.tokens);
}

/** Perks of a level as a list ('None' → empty list). */
export function levelPerks(level: Pick<StatusLevel, 'descr'>): string[] {
  return level.descr
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && p.toLowerCase() !== 'none');
}

/**
 * Zero-based rank index: highest level whose threshold ≤ balance, or -1 below the first
 * threshold ("no rank" for the roulette and the leaderboard, SPEC §9).
 */
export function rankIndex(balance: number, levels: readonly StatusLevel[] = DEFAULT_LEVELS): number {
  const list = sorted(levels);
  let index = -1;
  list.forEach((level, i) => {
    if (level.tokens <= balance) index = i;
  });
  return index;
}

/** The rank level, or null below the first threshold (roulette and leaderboard). */
export function rankLevel(balance: number, levels: readonly StatusLevel[] = DEFAULT_LEVELS): StatusLevel | null {
  const i = rankIndex(balance, levels);
  return i < 0 ? null : sorted(levels)[i]!;
}

/** The dashboard level: the rank level, and the first level (Bronze) below its threshold (SPEC §9). */
export function dashboardLevel(balance: number, levels: readonly StatusLevel[] = DEFAULT_LEVELS): StatusLevel {
  const list = sorted(levels);
  if (list.length === 0) throw new Error('No status levels configured');
  return rankLevel(balance, list) ?? list[0]!;
}

/** The first level whose threshold is above the balance, or null at the top level. */
export function nextLevel(balance: number, levels: readonly StatusLevel[] = DEFAULT_LEVELS): StatusLevel | null {
  return sorted(levels).find((level) => level.tokens > balance) ?? null;
}

/**
 * Progress to the next level in percent: balance / next threshold × 100, clamped to 0–100;
 * 100 at the top level (SPEC §9).
 */
export function progressToNextLevel(balance: number, levels: readonly StatusLevel[] = DEFAULT_LEVELS): number {
  const next = nextLevel(balance, levels);
  if (!next) return 100;
  if (next.tokens <= 0) return 100;
  return Math.min(100, Math.max(0, (balance / next.tokens) * 100));
}

import type { Translate } from '@openpresale/shared';
import { nextLevel, rankIndex, rankLevel, type StatusLevel } from '@openpresale/shared/domain';
import type { BuyerFormat } from '../../../lib/format';
import type { rouletteEn } from '../i18n/en';

type RouletteT = Translate<keyof typeof rouletteEn>;

/** '1 spin', '2 spins', '0 spins'; in Russian '1 вращение', '2 вращения', '5 вращений'. */
export function spinsText(count: number, t: RouletteT): string {
  return t('roulette.spins', { count });
}

/** The caption under 'Spin' (SPEC §3). */
export function spinsCaption(state: { loading: boolean; spinsLeft: number; nextRank: string | null }, t: RouletteT): string {
  if (state.loading) return t('roulette.caption.loading');
  if (state.spinsLeft > 0) return t('roulette.caption.spinsLeft', { count: state.spinsLeft });
  if (state.nextRank) return t('roulette.caption.needRank', { rank: state.nextRank });
  return t('roulette.caption.none');
}

/**
 * Why the allowance is what it is (SPEC §9: no prizes yet → 1; no rank → 0; else rank index + 2
 * minus prizes won). Said next to the caption, so a count that goes up after a spin — the free
 * first spin, then the rank's allowance — never comes unexplained. The rank follows the tokens
 * bought (`purchased`), as the server counts it, so a won token prize does not change it.
 */
export function spinsExplanation(
  state: { won: number; purchased: number; levels: readonly StatusLevel[]; symbol: string; name: (level: StatusLevel) => string },
  t: RouletteT,
  format: Pick<BuyerFormat, 'amount'>,
): string {
  const { won, purchased, levels, symbol, name } = state;
  const rank = rankLevel(purchased, levels);
  const total = rankIndex(purchased, levels) + 2;
  const next = nextLevel(purchased, levels);
  const reach = (level: StatusLevel) => t('roulette.reach', { level: name(level), tokens: format.amount(level.tokens), symbol });
  const reachNext = next ? reach(next) : t('roulette.firstLevel');
  if (won === 0) {
    return rank ? t('roulette.why.firstWithRank', { rank: name(rank), total }) : t('roulette.why.firstWithoutRank', { reach: reachNext });
  }
  if (!rank) return t('roulette.why.noRank', { reach: reachNext });
  const used = t('roulette.why.used', { rank: name(rank), total, won });
  if (total - won > 0) return used;
  return next ? `${used} ${t('roulette.why.reachNext', { reach: reach(next) })}` : used;
}

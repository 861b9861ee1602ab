import { nextLevel, rankIndex, rankLevel, type StatusLevel } from '@openpresale/shared/domain';

/** '1 spin', '2 spins', '0 spins'. */
export function spinsText(count: number): string {
  return `${count} ${count === 1 ? 'spin' : 'spins'}`;
}

/** The caption under 'Spin' (SPEC §3). */
export function spinsCaption(state: { loading: boolean; spinsLeft: number; nextRank: string | null }): string {
  if (state.loading) return 'Loading...';
  if (state.spinsLeft > 0) return `You have ${spinsText(state.spinsLeft)}`;
  if (state.nextRank) return `Need rank: ${state.nextRank}`;
  return 'No more spins available';
}

/**
 * Why the allowance is what it is (SPEC §9: no prizes yet → 1; no rank → 0; else rank index + 2
 * minus prizes won). Said next to the caption, so a count that goes up after a spin — the free
 * first spin, then the rank's allowance — never comes unexplained. The rank follows the tokens
 * bought (`purchased`), as the server counts it, so a won token prize does not change it.
 */
export function spinsExplanation(state: { won: number; purchased: number; levels: readonly StatusLevel[]; symbol: string }): string {
  const { won, purchased, levels, symbol } = state;
  const rank = rankLevel(purchased, levels);
  const total = rankIndex(purchased, levels) + 2;
  const next = nextLevel(purchased, levels);
  const reach = (level: StatusLevel) => `${level.lvl} (${level.tokens.toLocaleString('en-US')} ${symbol})`;
  if (won === 0) {
    return rank
      ? `Your first spin is free. After it, your ${rank.lvl} rank gives ${spinsText(total)} in all, the free one included.`
      : `Your first spin is free. After it, spins come with a rank: ${next ? reach(next) : 'the first level'} gives 2 in all.`;
  }
  if (!rank) return `Spins after the first come with a rank: reach ${next ? reach(next) : 'the first level'} for 2 in all.`;
  const used = `Your ${rank.lvl} rank gives ${spinsText(total)} in all; you have used ${won}.`;
  if (total - won > 0) return used;
  return next ? `${used} Reach ${reach(next)} for one more.` : used;
}

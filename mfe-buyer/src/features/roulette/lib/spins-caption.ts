/** The caption under 'Spin' (SPEC §3). */
export function spinsCaption(state: { loading: boolean; spinsLeft: number; nextRank: string | null }): string {
  if (state.loading) return 'Loading...';
  if (state.spinsLeft > 0) return `You have ${state.spinsLeft} ${state.spinsLeft === 1 ? 'spin' : 'spins'}`;
  if (state.nextRank) return `Need rank: ${state.nextRank}`;
  return 'No more spins available';
}

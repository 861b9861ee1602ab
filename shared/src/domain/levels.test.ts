import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVELS, dashboardLevel, levelPerks, nextLevel, progressToNextLevel, rankIndex, rankLevel } from './levels';

describe('status levels (SPEC §9)', () => {
  it('has the six levels with thresholds and bonuses of §9', () => {
    expect(DEFAULT_LEVELS.map((l) => [l.lvl, l.tokens, l.bonus])).toEqual([
      ['Bronze', 40, 5],
      ['Silver', 200, 7],
      ['Gold', 500, 10],
      ['Platinum', 1000, 12],
      ['Diamond', 5000, 15],
      ['Legend', 50000, 20],
    ]);
    expect(levelPerks(DEFAULT_LEVELS[0]!)).toEqual([]);
    expect(levelPerks(DEFAULT_LEVELS[1]!)).toEqual(['Private chat', 'Behind-the-scenes updates']);
  });
  it('level = highest level whose threshold ≤ balance', () => {
    expect(dashboardLevel(200).lvl).toBe('Silver');
    expect(dashboardLevel(499.999999).lvl).toBe('Silver');
    expect(dashboardLevel(50000).lvl).toBe('Legend');
  });
  it('the dashboard shows Bronze below 40; roulette and leaderboard see no rank', () => {
    expect(dashboardLevel(0).lvl).toBe('Bronze');
    expect(rankLevel(39.9)).toBeNull();
    expect(rankIndex(39.9)).toBe(-1);
    expect(rankIndex(40)).toBe(0);
  });
  it('progress to next level = balance / next threshold × 100, clamped, 100 at Legend', () => {
    expect(progressToNextLevel(100)).toBe(50);
    expect(progressToNextLevel(20)).toBe(50);
    expect(progressToNextLevel(60000)).toBe(100);
    expect(progressToNextLevel(-5)).toBe(0);
    expect(nextLevel(60000)).toBeNull();
  });
});

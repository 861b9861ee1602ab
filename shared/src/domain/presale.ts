// Presale figures (SPEC §3, §9): progress = raised / hard cap, shown rounded down.

export function presaleProgress(raised: number, hardCap: number): number {
  if (!(hardCap > 0) || !(raised > 0)) return 0;
  return Math.min(100, (raised / hardCap) * 100);
}

/** 'Progress: N%', N rounded down. */
export function progressLabel(progress: number): string {
  return `Progress: ${Math.floor(Math.max(0, progress))}%`;
}

/** Tokens sold in the stage / stage allocation, percent clamped to 0–100. */
export function stageProgress(sold: number, allocation: number): number {
  if (!(allocation > 0) || !(sold > 0)) return 0;
  return Math.min(100, (sold / allocation) * 100);
}

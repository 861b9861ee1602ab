// Countdown and stage-end notice (SPEC §0, §3): only to a configured stage end, never invented.

const HOUR_MS = 3_600_000;

/** Milliseconds → 'HH:MM:SS', each part padded to 2 digits; '00:00:00' once passed. */
export function formatCountdown(remainingMs: number): string {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return '00:00:00';
  const total = Math.floor(remainingMs / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Countdown text to a configured end, or null when no end is configured or it does not parse. */
export function countdownTo(end: string | Date | null | undefined, now: Date): string | null {
  if (end == null || end === '') return null;
  const t = new Date(end).getTime();
  if (Number.isNaN(t)) return null;
  return formatCountdown(t - now.getTime());
}

/** True only when the stage end is in the future and less than 24 hours away. */
export function isStageEndingSoon(end: string | Date | null | undefined, now: Date): boolean {
  if (end == null || end === '') return false;
  const t = new Date(end).getTime();
  if (Number.isNaN(t)) return false;
  const left = t - now.getTime();
  return left > 0 && left < 24 * HOUR_MS;
}

/** The dashboard notice needs a real near stage end and a configured next stage price. */
export function shouldShowStageNotice(settings: { stageEnd: string | null; nextStagePrice: number | null }, now: Date): boolean {
  return settings.nextStagePrice != null && isStageEndingSoon(settings.stageEnd, now);
}

/** 'Registered N days ago' style: the largest whole unit among days, hours, minutes, seconds. */
export function relativeSince(from: string | Date, now: Date): { value: number; unit: 'days' | 'hours' | 'minutes' | 'seconds' } {
  const diff = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 1000));
  if (diff >= 86400) return { value: Math.floor(diff / 86400), unit: 'days' };
  if (diff >= 3600) return { value: Math.floor(diff / 3600), unit: 'hours' };
  if (diff >= 60) return { value: Math.floor(diff / 60), unit: 'minutes' };
  return { value: diff, unit: 'seconds' };
}

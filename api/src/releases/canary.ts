import { createHash } from 'node:crypto';

// A canary goes to a share of browsers, the same ones on every request and in every process: a
// browser's place (0–99) is a hash of its random id and the remote, so it needs no stored state,
// and each remote's canary reaches a different slice of browsers.

/** A browser's id as the shell sends it (random, kept in its local storage); anything else is ignored. */
export function browserId(text: string | undefined | null): string | null {
  return text && /^[A-Za-z0-9_-]{16,64}$/.test(text) ? text : null;
}

export function canaryPlace(remote: string, browser: string): number {
  return createHash('sha256').update(`${remote}:${browser}`).digest().readUInt32BE(0) % 100;
}

export function getsCanary(remote: string, browser: string | null, percent: number): boolean {
  return browser !== null && percent > 0 && canaryPlace(remote, browser) < percent;
}

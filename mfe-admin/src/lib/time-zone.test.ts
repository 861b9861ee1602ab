import { describe, expect, it } from 'vitest';
import { formatInZone } from './time-zone';

describe('formatInZone (admin time zone, SPEC §2)', () => {
  it('shifts by a fixed UTC offset', () => {
    expect(formatInZone('2026-01-31T22:30:00.000Z', 'UTC+3')).toBe('2026-02-01 01:30:00');
    expect(formatInZone('2026-01-31T02:00:00.000Z', 'UTC-5:30')).toBe('2026-01-30 20:30:00');
    expect(formatInZone('2026-01-31T02:00:00.000Z', 'UTC')).toBe('2026-01-31 02:00:00');
  });
  it('understands IANA names, including summer time', () => {
    expect(formatInZone('2026-07-01T12:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
  });
  it('leaves text that is not a date unchanged', () => {
    expect(formatInZone('not a date', 'UTC+3')).toBe('not a date');
  });
});

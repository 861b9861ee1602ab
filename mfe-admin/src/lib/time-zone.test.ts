import { describe, expect, it } from 'vitest';
import { formatInZone, startOfDayInZone, timeInZone } from './time-zone';

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
    expect(formatInZone('not a date', 'UTC+3', 'ru')).toBe('not a date');
  });
  it('keeps the sortable form in English and writes the date day first in Russian, in the same zone', () => {
    expect(formatInZone('2026-11-24T11:05:09.000Z', 'UTC+3', 'en')).toBe('2026-11-24 14:05:09');
    expect(formatInZone('2026-11-24T11:05:09.000Z', 'UTC+3', 'ru')).toBe('24.11.2026, 14:05:09');
    expect(formatInZone('2026-01-31T22:30:00.000Z', 'UTC+3', 'ru')).toBe('01.02.2026, 01:30:00');
    expect(formatInZone('2026-01-31T02:00:00.000Z', 'UTC-5:30', 'ru')).toBe('30.01.2026, 20:30:00');
    expect(formatInZone('2026-07-01T12:00:00.000Z', 'Europe/Berlin', 'ru')).toBe('01.07.2026, 14:00:00');
  });
});

describe('timeInZone', () => {
  it("gives the hours and minutes of the zone's wall clock", () => {
    expect(timeInZone('2026-01-31T22:30:00.000Z', 'UTC+3')).toBe('01:30');
    expect(timeInZone('2026-07-01T12:05:00.000Z', 'Europe/Berlin')).toBe('14:05');
  });
});

describe("startOfDayInZone (the Overview's 'today' in the admin time zone)", () => {
  it('starts the day at midnight of a fixed offset, also when UTC is still on the day before', () => {
    expect(startOfDayInZone(new Date('2026-03-01T22:15:00.000Z'), 'UTC+3').toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(startOfDayInZone(new Date('2026-03-01T20:59:59.000Z'), 'UTC+3').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(startOfDayInZone(new Date('2026-03-01T03:00:00.000Z'), 'UTC-5:30').toISOString()).toBe('2026-02-28T05:30:00.000Z');
    expect(startOfDayInZone(new Date('2026-03-01T03:00:00.000Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
  it('uses the offset in force at midnight for a named zone on the day summer time starts', () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026; midnight was still UTC+1.
    expect(startOfDayInZone(new Date('2026-03-29T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayInZone(new Date('2026-07-01T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

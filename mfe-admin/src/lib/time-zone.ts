// Admin tables show times in the configured zone (settings.adminTimeZone, SPEC §2): either a fixed
// offset such as 'UTC+3' / 'UTC-5:30' or an IANA name such as 'Europe/Berlin'. The zone decides the
// wall-clock figures; the page's language only decides how they are written.
import type { Locale } from '@openpresale/shared';

const OFFSET = /^UTC(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A wall-clock reading, every field already padded to its width. */
interface Wall {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function wallOfUtc(d: Date): Wall {
  return {
    year: String(d.getUTCFullYear()),
    month: pad(d.getUTCMonth() + 1),
    day: pad(d.getUTCDate()),
    hour: pad(d.getUTCHours()),
    minute: pad(d.getUTCMinutes()),
    second: pad(d.getUTCSeconds()),
  };
}

/**
 * English keeps the sortable 'YYYY-MM-DD HH:mm:ss'; Russian writes the date as Russian readers
 * expect it, day first with dots, like `Intl` does for 'ru' ('24.11.2026, 14:05:09'). The figures
 * are composed here rather than by `Intl` with the zone so that fixed offsets, which `Intl` does
 * not accept as zone names in every runtime, read the same as named zones.
 */
function writeWall(w: Wall, locale: Locale): string {
  if (locale === 'ru') return `${w.day}.${w.month}.${w.year}, ${w.hour}:${w.minute}:${w.second}`;
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}:${w.second}`;
}

/** Minutes a fixed 'UTC±h[:mm]' zone is ahead of UTC, or null for any other zone text. */
function fixedOffsetMinutes(zone: string): number | null {
  const offset = OFFSET.exec(zone.trim());
  if (!offset) return null;
  const [, sign, hours = '0', minutes = '0'] = offset;
  return (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
}

/** The wall clock of a valid instant in the given zone; UTC for a zone name `Intl` does not know. */
function wallInZone(date: Date, zone: string): Wall {
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return wallOfUtc(new Date(date.getTime() + fixed * 60_000));
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
  } catch {
    // An unknown zone name: UTC, labelled as such by the caller's column title.
    return wallOfUtc(date);
  }
}

/**
 * An ISO instant in the given zone, written for the page's language: 'YYYY-MM-DD HH:mm:ss' in
 * English (the default, also what the CSV export keeps), 'DD.MM.YYYY, HH:mm:ss' in Russian; the
 * input unchanged if it is not a date.
 */
export function formatInZone(iso: string, zone: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return writeWall(wallInZone(date, zone), locale);
}

/** 'HH:mm' of an ISO instant in the given zone (the same in both languages). */
export function timeInZone(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const wall = wallInZone(date, zone);
  return `${wall.hour}:${wall.minute}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const wall = formatInZone(instant.toISOString(), zone);
  const [date = '', time = ''] = wall.split(' ');
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the current day began in the admin time zone ('today' on the Overview). For a zone
 * with summer time the offset at midnight can differ from the offset now, so it is checked once
 * more at the candidate midnight.
 */
export function startOfDayInZone(now: Date, zone: string): Date {
  const [day = ''] = formatInZone(now.toISOString(), zone).split(' ');
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  let start = midnightAsUtc - offsetAt(now, zone);
  start = midnightAsUtc - offsetAt(new Date(start), zone);
  return new Date(start);
}

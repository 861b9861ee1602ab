// Admin tables show times in the configured zone (settings.adminTimeZone, SPEC §2): either a fixed
// offset such as 'UTC+3' / 'UTC-5:30' or an IANA name such as 'Europe/Berlin'.

const OFFSET = /^UTC(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function formatParts(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Minutes a fixed 'UTC±h[:mm]' zone is ahead of UTC, or null for any other zone text. */
function fixedOffsetMinutes(zone: string): number | null {
  const offset = OFFSET.exec(zone.trim());
  if (!offset) return null;
  const [, sign, hours = '0', minutes = '0'] = offset;
  return (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
}

/** 'YYYY-MM-DD HH:mm:ss' of an ISO instant in the given zone; the input unchanged if it is not a date. */
export function formatInZone(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return formatParts(new Date(date.getTime() + fixed * 60_000));
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
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
  } catch {
    // An unknown zone name: UTC, labelled as such by the caller's column title.
    return formatParts(date);
  }
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

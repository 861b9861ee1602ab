// Admin tables show times in the configured zone (settings.adminTimeZone, SPEC §2): either a fixed
// offset such as 'UTC+3' / 'UTC-5:30' or an IANA name such as 'Europe/Berlin'.

const OFFSET = /^UTC(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function formatParts(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of an ISO instant in the given zone; the input unchanged if it is not a date. */
export function formatInZone(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const offset = OFFSET.exec(zone.trim());
  if (offset) {
    const [, sign, hours = '0', minutes = '0'] = offset;
    const total = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
    return formatParts(new Date(date.getTime() + total * 60_000));
  }
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

import { relativeSince } from '@openpresale/shared/domain';

/**
 * How long ago something happened, in the largest whole unit among days, hours, minutes and
 * seconds (SPEC §3's 'Registered 3 days ago'): '3 days ago' / '3 дня назад', the language's own
 * plural forms included.
 */
export function timeAgo(since: string, now: Date, locale: string): string {
  const { value, unit } = relativeSince(since, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-value, unit);
}

import { relativeSince } from '@openpresale/shared/domain';

const SINGULAR = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' } as const;

/** 'Registered 3 days ago' (SPEC §3): the largest whole unit among days, hours, minutes, seconds. */
export function registeredAgo(createdAt: string, now: Date): string {
  const { value, unit } = relativeSince(createdAt, now);
  return `Registered ${value} ${value === 1 ? SINGULAR[unit] : unit} ago`;
}

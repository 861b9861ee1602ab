// SPEC §3: the sidebar state lives in the cookie `sidebar:state` for 7 days.
export const SIDEBAR_COOKIE = 'sidebar:state';
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarCookie(): boolean | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return null;
  return match.slice(SIDEBAR_COOKIE.length + 1) === 'true';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS_IN_SECONDS}; SameSite=Lax`;
}

// Routes of the admin remote, relative to where the shell mounts it (SPEC §3).
export const adminPaths = {
  login: '/admin',
  dashboard: '/admin/dashboard',
} as const;

// The Overview is the index: the first thing an administrator sees after signing in is what
// needs acting on, not the currency form.
export const screens = [
  { key: '', label: 'Overview' },
  { key: 'crypto', label: 'Crypto' },
  { key: 'users', label: 'Users' },
  { key: 'transactions', label: 'Transactions' },
  { key: 'review', label: 'Payment review' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'presale', label: 'Presale' },
  { key: 'change-password', label: 'Change password' },
  { key: 'change-main-currency', label: 'Change main currency' },
  { key: 'pixels', label: 'Pixels' },
  { key: 'outbox', label: 'Outbox' },
] as const;

export type ScreenKey = (typeof screens)[number]['key'];

export function screenPath(key: ScreenKey, search?: Record<string, string>): string {
  const path = key ? `${adminPaths.dashboard}/${key}` : adminPaths.dashboard;
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The user detail page, relative to the dashboard. */
export const userRoute = 'users/:id';

export function userPath(id: number): string {
  return `${adminPaths.dashboard}/users/${id}`;
}

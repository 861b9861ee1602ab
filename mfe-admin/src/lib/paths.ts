import type { Permission } from '@openpresale/shared/permissions';

// Routes of the admin remote, relative to where the shell mounts it (SPEC §3).
export const adminPaths = {
  login: '/admin',
  dashboard: '/admin/dashboard',
} as const;

// The Overview is the index: the first thing an administrator sees after signing in is what
// needs acting on, not the currency form. Each screen needs a permission of the shared map: a
// role without it does not see the screen in the menu, and opening its address says so.
export const screens = [
  { key: '', label: 'Overview', permission: 'overview.read' },
  { key: 'crypto', label: 'Crypto', permission: 'currencies.write' },
  { key: 'users', label: 'Users', permission: 'users.read' },
  { key: 'transactions', label: 'Transactions', permission: 'orders.read' },
  { key: 'review', label: 'Payment review', permission: 'orders.read' },
  { key: 'withdrawals', label: 'Withdrawals', permission: 'withdrawals.read' },
  { key: 'presale', label: 'Presale', permission: 'settings.write' },
  { key: 'change-password', label: 'Change password', permission: 'account.self' },
  { key: 'change-main-currency', label: 'Change main currency', permission: 'settings.write' },
  { key: 'pixels', label: 'Pixels', permission: 'pixels.manage' },
  { key: 'security', label: 'Security', permission: 'account.self' },
  { key: 'administrators', label: 'Administrators', permission: 'admins.manage' },
  { key: 'audit', label: 'Audit', permission: 'audit.read' },
  { key: 'outbox', label: 'Outbox', permission: 'outbox.manage' },
  { key: 'releases', label: 'Releases', permission: 'releases.manage' },
] as const satisfies ReadonlyArray<{ key: string; label: string; permission: Permission }>;

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

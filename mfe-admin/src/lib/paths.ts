import type { Permission } from '@openpresale/shared/permissions';

// Routes of the admin remote, relative to where the shell mounts it (SPEC §3).
export const adminPaths = {
  login: '/admin',
  dashboard: '/admin/dashboard',
} as const;

// The Overview is the index: the first thing an administrator sees after signing in is what
// needs acting on, not the currency form. Their names are in the layout's catalog
// (layout.screen.<key>). Each screen needs a permission of the shared map: a
// role without it does not see the screen in the menu, and opening its address says so.
export const screens = [
  { key: '', permission: 'overview.read' },
  { key: 'crypto', permission: 'currencies.write' },
  { key: 'users', permission: 'users.read' },
  { key: 'transactions', permission: 'orders.read' },
  { key: 'review', permission: 'orders.read' },
  { key: 'withdrawals', permission: 'withdrawals.read' },
  { key: 'presale', permission: 'settings.write' },
  { key: 'prizes', permission: 'prizes.manage' },
  { key: 'change-password', permission: 'account.self' },
  { key: 'change-main-currency', permission: 'settings.write' },
  { key: 'pixels', permission: 'pixels.manage' },
  { key: 'security', permission: 'account.self' },
  { key: 'administrators', permission: 'admins.manage' },
  { key: 'audit', permission: 'audit.read' },
  { key: 'outbox', permission: 'outbox.manage' },
  { key: 'releases', permission: 'releases.manage' },
] as const satisfies ReadonlyArray<{ key: string; permission: Permission }>;

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

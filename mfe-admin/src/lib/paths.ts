// Routes of the admin remote, relative to where the shell mounts it (SPEC §3).
export const adminPaths = {
  login: '/admin',
  dashboard: '/admin/dashboard',
} as const;

export const screens = [
  { key: '', label: 'Crypto' },
  { key: 'users', label: 'Users' },
  { key: 'transactions', label: 'Transactions' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'presale', label: 'Presale' },
  { key: 'change-password', label: 'Change password' },
  { key: 'change-main-currency', label: 'Change main currency' },
  { key: 'pixels', label: 'Pixels' },
] as const;

export type ScreenKey = (typeof screens)[number]['key'];

export function screenPath(key: ScreenKey): string {
  return key ? `${adminPaths.dashboard}/${key}` : adminPaths.dashboard;
}

// Who may do what in the administrator area: ONE map, read by the API (a middleware on every
// admin route refuses a role without the route's permission) and by the admin remote (screens
// and buttons a role may not use are not shown). Change a role here and both follow.

export const ADMIN_ROLES = ['owner', 'operator', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  operator: 'Operator',
  support: 'Support',
};

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Everything, including administrators, security, currencies and settings.',
  operator: 'Orders, withdrawals, balance credits and the buyers they concern.',
  support: 'Reads buyers and orders; changes nothing.',
};

const ALL: readonly AdminRole[] = ADMIN_ROLES;
const OWNER: readonly AdminRole[] = ['owner'];
const OPERATIONS: readonly AdminRole[] = ['owner', 'operator'];

export const PERMISSIONS = {
  /** own account: who am I, own password, own second factor, own sessions, sign out */
  'account.self': ALL,
  'overview.read': ALL,
  'users.read': ALL,
  'orders.read': ALL,
  /** approve, reject, delete orders */
  'orders.write': OPERATIONS,
  /** resolve an order in payment review: credit what arrived, or reject with a reason */
  'payments.resolve': OPERATIONS,
  'withdrawals.read': OPERATIONS,
  /** mark sent, reject */
  'withdrawals.write': OPERATIONS,
  /** add tokens to a buyer's balance */
  'credits.write': OPERATIONS,
  /** add, change, delete currencies and their addresses; fetch and confirm rates */
  'currencies.write': OWNER,
  /** presale settings and the main currency */
  'settings.write': OWNER,
  'pixels.manage': OWNER,
  'prizes.manage': OWNER,
  'audit.read': OWNER,
  /** the e-mail outbox: every message with its delivery state; send one again */
  'outbox.manage': OWNER,
  /** register a remote's version, switch the live one, roll back (the Releases screen and its API) */
  'releases.manage': OWNER,
  /** invite, disable, reset administrators; security settings */
  'admins.manage': OWNER,
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleCan(role: AdminRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

export function permissionsOf(role: AdminRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => roleCan(role, permission));
}

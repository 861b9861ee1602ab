// Cache-key prefixes of the admin lists. The Overview counts live under the same prefixes as the
// lists they count, so a write that invalidates a list refreshes its count too; they are here
// because several features read or invalidate them.
export const usersKey = ['admin', 'users'] as const;
export const withdrawalsKey = ['admin', 'withdrawals'] as const;

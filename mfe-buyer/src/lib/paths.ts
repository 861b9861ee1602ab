// Every route of the buyer remote (SPEC §3): `routes` relative to the /dashboard mount point (for
// the remote's <Routes>), `paths` absolute (for links). One list, so the two cannot drift apart.
export const DASHBOARD = '/dashboard';

export const routes = {
  profile: 'profile',
  status: 'status',
  buyToken: 'buy-token',
  myToken: 'my-token',
  howToBuy: 'how-to-buy',
  leaderboard: 'leaderboard',
  roulette: 'roulette',
  transaction: 'transaction',
  docs: 'docs',
  withdrawalGuide: 'withdrawal/binance',
} as const;

type RouteName = keyof typeof routes;

export const paths = {
  home: DASHBOARD,
  ...(Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, `${DASHBOARD}/${route}`])) as Record<RouteName, string>),
};

export function transactionPath(orderToken: string): string {
  return `${paths.transaction}?order=${encodeURIComponent(orderToken)}`;
}

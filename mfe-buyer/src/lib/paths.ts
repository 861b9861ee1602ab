// Every route of the buyer remote (SPEC §3), relative to the /dashboard mount point and absolute.
export const DASHBOARD = '/dashboard';

export const paths = {
  home: DASHBOARD,
  profile: `${DASHBOARD}/profile`,
  status: `${DASHBOARD}/status`,
  buyToken: `${DASHBOARD}/buy-token`,
  myToken: `${DASHBOARD}/my-token`,
  howToBuy: `${DASHBOARD}/how-to-buy`,
  leaderboard: `${DASHBOARD}/leaderboard`,
  roulette: `${DASHBOARD}/roulette`,
  transaction: `${DASHBOARD}/transaction`,
  docs: `${DASHBOARD}/docs`,
  withdrawalGuide: `${DASHBOARD}/withdrawal/binance`,
} as const;

export function transactionPath(orderToken: string): string {
  return `${paths.transaction}?order=${encodeURIComponent(orderToken)}`;
}

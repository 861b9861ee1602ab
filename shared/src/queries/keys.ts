// Every cache key of every remote starts with 'api' and the endpoint's name, and each key is
// built in this one place, so two remotes can never store different shapes under one key in the
// query cache the shell gives them all.
export const queryKeys = {
  settings: ['api', 'settings'] as const,
  cryptos: ['api', 'cryptos'] as const,
  mainCurrency: ['api', 'mainCurrency'] as const,
  leaderboard: ['api', 'leaderboard'] as const,
  /** Prefix of every signed-in buyer's own data: invalidate it after the buyer's money changes. */
  me: ['api', 'me'] as const,
  meFor: (userToken: string | null) => ['api', 'me', userToken] as const,
  myTransactions: ['api', 'myTransactions'] as const,
  myTransactionsFor: (userToken: string | null) => ['api', 'myTransactions', userToken] as const,
  myWithdrawals: ['api', 'myWithdrawals'] as const,
  myWithdrawalsFor: (userToken: string | null) => ['api', 'myWithdrawals', userToken] as const,
  roulette: ['api', 'roulette'] as const,
  rouletteFor: (userToken: string | null) => ['api', 'roulette', userToken] as const,
  order: (orderToken: string | null) => ['api', 'order', orderToken] as const,
  adminSession: (adminToken: string | null) => ['api', 'adminSession', adminToken] as const,
  mySessions: ['api', 'mySessions'] as const,
  mySessionsFor: (userToken: string | null) => ['api', 'mySessions', userToken] as const,
  /** Prefix of every outbox page */
  outboxAll: ['api', 'outbox'] as const,
  releases: ['api', 'releases'] as const,
  /** every prize as the owner manages it (prizes.php), not the buyer's wheel */
  prizes: ['api', 'prizes'] as const,
  outbox: (page: { page: number; pageSize: number; status?: string }) => ['api', 'outbox', page] as const,
};

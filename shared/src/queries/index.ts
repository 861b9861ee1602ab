// One definition per endpoint a remote reads: its cache key, its request through the host's API
// client and the zod parse of its answer. Every remote uses these, so all of them agree on what
// a key holds. Writes invalidate by the prefixes in `queryKeys`.
export { queryKeys } from './keys';
export { parseAnswer } from './parse-answer';
export {
  adminSessionQuery,
  cryptosQuery,
  leaderboardQuery,
  mainCurrencyQuery,
  meQuery,
  myTransactionsQuery,
  mySessionsQuery,
  myWithdrawalsQuery,
  orderQuery,
  outboxQuery,
  OrderNotFoundError,
  prizesQuery,
  releasesQuery,
  rouletteQuery,
  settingsQuery,
} from './definitions';

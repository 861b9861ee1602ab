import type { z } from 'zod';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  adminSessionResponseSchema,
  outboxResponseSchema,
  prizesResponseSchema,
  releasesResponseSchema,
  sessionsResponseSchema,
  type OutboxStatus,
  cryptosResponseSchema,
  leaderboardResponseSchema,
  mainCurrencyResponseSchema,
  rouletteResponseSchema,
  settingsResponseSchema,
  transactionsResponseSchema,
  userResponseSchema,
  withdrawalsResponseSchema,
  type Transaction,
} from '../schemas';
import { queryKeys } from './keys';
import { parseAnswer } from './parse-answer';

interface QueryContext {
  signal?: AbortSignal;
}

async function getParsed<S extends z.ZodType>(
  api: ApiClient,
  path: string,
  schema: S,
  context: QueryContext,
  options: Omit<RequestOptions, 'signal'> = {},
): Promise<z.output<S>> {
  return parseAnswer(schema, await api.get(path, { ...options, signal: context.signal }), path);
}

/** Public settings, levels and presale figures. */
export const settingsQuery = (api: ApiClient) => ({
  queryKey: queryKeys.settings,
  queryFn: (context: QueryContext) => getParsed(api, 'settings.php', settingsResponseSchema, context),
  staleTime: 60_000,
});

/** The configured currencies. */
export const cryptosQuery = (api: ApiClient) => ({
  queryKey: queryKeys.cryptos,
  queryFn: async (context: QueryContext) => (await getParsed(api, 'cryptos.php', cryptosResponseSchema, context)).data,
  staleTime: 60_000,
});

/** Dollars per token (main currency id 1), or null when none is stored. */
export const mainCurrencyQuery = (api: ApiClient) => ({
  queryKey: queryKeys.mainCurrency,
  queryFn: async (context: QueryContext) => {
    const rows = (await getParsed(api, 'mainCurrency.php', mainCurrencyResponseSchema, context)).data;
    return rows.find((row) => row.id === 1)?.value ?? null;
  },
  staleTime: 60_000,
});

export const leaderboardQuery = (api: ApiClient) => ({
  queryKey: queryKeys.leaderboard,
  queryFn: async (context: QueryContext) => (await getParsed(api, 'leaderboard.php', leaderboardResponseSchema, context)).leaders,
});

/** The signed-in buyer; the shell's guard and the buyer remote read this one entry. */
export const meQuery = (api: ApiClient, userToken: string | null) => ({
  queryKey: queryKeys.meFor(userToken),
  queryFn: async (context: QueryContext) => (await getParsed(api, 'users.php', userResponseSchema, context, { auth: 'user' })).user,
  enabled: userToken !== null,
});

/** The buyer's own orders only (GET transactions.php?mine=1), never the whole list. */
export const myTransactionsQuery = (api: ApiClient, userToken: string | null) => ({
  queryKey: queryKeys.myTransactionsFor(userToken),
  queryFn: async (context: QueryContext) =>
    (await getParsed(api, 'transactions.php', transactionsResponseSchema, context, { auth: 'user', query: { mine: 1 } })).transactions,
  enabled: userToken !== null,
});

export const myWithdrawalsQuery = (api: ApiClient, userToken: string | null) => ({
  queryKey: queryKeys.myWithdrawalsFor(userToken),
  queryFn: async (context: QueryContext) =>
    (await getParsed(api, 'withdrawals.php', withdrawalsResponseSchema, context, { auth: 'user' })).withdrawals,
  enabled: userToken !== null,
});

export const rouletteQuery = (api: ApiClient, userToken: string | null) => ({
  queryKey: queryKeys.rouletteFor(userToken),
  queryFn: (context: QueryContext) => getParsed(api, 'roulette.php', rouletteResponseSchema, context, { auth: 'user' }),
  enabled: userToken !== null,
});

/** Thrown when an order does not exist or belongs to someone else: both mean "not yours to see". */
export class OrderNotFoundError extends Error {
  constructor() {
    super("Transaction doesn't exist");
    this.name = 'OrderNotFoundError';
  }
}

export const orderQuery = (api: ApiClient, orderToken: string | null) => ({
  queryKey: queryKeys.order(orderToken),
  queryFn: async (context: QueryContext): Promise<Transaction> => {
    let answer: unknown;
    try {
      answer = await api.get('transactions.php', { auth: 'user', query: { orderToken }, signal: context.signal });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 403) throw new OrderNotFoundError();
      throw error;
    }
    const order = parseAnswer(transactionsResponseSchema, answer, 'transactions.php').transactions[0];
    if (!order) throw new OrderNotFoundError();
    return order;
  },
  enabled: orderToken !== null,
});

/** Answers only for a valid administrator session; the shell's admin guard reads it. */
export const adminSessionQuery = (api: ApiClient, adminToken: string | null) => ({
  queryKey: queryKeys.adminSession(adminToken),
  queryFn: async (context: QueryContext) =>
    (await getParsed(api, 'admin.php', adminSessionResponseSchema, context, { auth: 'admin' })).admin,
  enabled: adminToken !== null,
});

/** The buyer's signed-in devices (GET sessions.php). */
export const mySessionsQuery = (api: ApiClient, userToken: string | null) => ({
  queryKey: queryKeys.mySessionsFor(userToken),
  queryFn: async (context: QueryContext) =>
    (await getParsed(api, 'sessions.php', sessionsResponseSchema, context, { auth: 'user' })).sessions,
  enabled: userToken !== null,
});

/** One page of the outbox for the administrator (GET outbox.php). */
export const outboxQuery = (api: ApiClient, page: { page: number; pageSize: number; status?: OutboxStatus }) => ({
  queryKey: queryKeys.outbox(page),
  queryFn: (context: QueryContext) =>
    getParsed(api, 'outbox.php', outboxResponseSchema, context, {
      auth: 'admin',
      query: { page: String(page.page), pageSize: String(page.pageSize), ...(page.status ? { status: page.status } : {}) },
    }),
});

/** The live and registered versions of each remote (the owner's Releases screen). */
export const releasesQuery = (api: ApiClient) => ({
  queryKey: queryKeys.releases,
  queryFn: (context: QueryContext) => getParsed(api, 'releases.php', releasesResponseSchema, context, { auth: 'admin' }),
});

/** Every roulette prize for the owner's Prizes screen (GET prizes.php), hidden ones (chance 0) included. */
export const prizesQuery = (api: ApiClient) => ({
  queryKey: queryKeys.prizes,
  queryFn: async (context: QueryContext) => (await getParsed(api, 'prizes.php', prizesResponseSchema, context, { auth: 'admin' })).prizes,
});

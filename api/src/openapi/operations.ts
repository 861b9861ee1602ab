import {
  addBalanceSchema,
  adminAccountUpdateSchema,
  adminAccountsResponseSchema,
  adminInviteResponseSchema,
  adminInviteSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminResetSchema,
  adminSessionsResponseSchema,
  adminVerifySchema,
  auditQuerySchema,
  auditResponseSchema,
  recoveryCodesResponseSchema,
  securitySettingsResponseSchema,
  securitySettingsUpdateSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorStartResponseSchema,
  twoFactorStatusSchema,
  adminOverviewQuerySchema,
  adminOverviewResponseSchema,
  adminPasswordChangeSchema,
  adminSessionResponseSchema,
  adminTokenResponseSchema,
  adminUserDetailResponseSchema,
  adminUserQuerySchema,
  createOrderResponseSchema,
  createOrderSchema,
  cryptoCreateSchema,
  cryptoDeleteSchema,
  cryptosPutSchema,
  cryptosResponseSchema,
  leaderboardResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  mainCurrencyResponseSchema,
  mainCurrencyUpdateSchema,
  passwordUpdateSchema,
  pixelBodySchema,
  pixelsAdminResponseSchema,
  pixelsPublicResponseSchema,
  prizeBodySchema,
  profileUpdateSchema,
  ratesResponseSchema,
  heldRateDecisionSchema,
  heldRatesResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  rouletteResponseSchema,
  settingsResponseSchema,
  settingsUpdateSchema,
  spinResponseSchema,
  transactionListQuerySchema,
  transactionsResponseSchema,
  transactionUpdateSchema,
  userListResponseSchema,
  userResponseSchema,
  withdrawalCreateSchema,
  withdrawalProcessSchema,
  withdrawalsResponseSchema,
} from '@openpresale/shared/schemas';
import type { Permission } from '@openpresale/shared/permissions';
import type { z } from 'zod';

// The one list of what the API answers: each entry is one row of the endpoint table in
// api/README.md (its `route` and `who` columns, checked by a test), and the OpenAPI document is
// built from these entries. Several controllers answer differently by query parameter or body
// (users.php: login or registration, a profile or the admin's list), so an entry may describe a
// variant of a method and path; the document merges variants of one method and path.

/** Who may call: an administrator needs the named permission of shared/src/permissions.ts. */
export type Who = 'public' | 'user' | `admin: ${Permission}` | `owner or admin: ${Permission}` | `user / admin: ${Permission}`;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters that select this variant or filter it. */
  query?: string[];
  body?: z.ZodType;
  response?: z.ZodType;
}

export interface Endpoint {
  /** The 'Method and path' cell of api/README.md, word for word. */
  route: string;
  who: Who;
  /** The controller under /api/controllers/. */
  path: string;
  summary: string;
  operations: Operation[];
}

const listQuery = ['page', 'pageSize'];

export const endpoints: Endpoint[] = [
  {
    route: 'GET health',
    who: 'public',
    path: 'health',
    summary: 'Answers when the database answers (503 otherwise): the load balancer check.',
    operations: [{ method: 'GET' }],
  },
  {
    route: 'GET mainCurrency.php',
    who: 'public',
    path: 'mainCurrency.php',
    summary: 'Dollars per token.',
    operations: [{ method: 'GET', response: mainCurrencyResponseSchema }],
  },
  {
    route: 'PUT mainCurrency.php',
    who: 'admin: settings.write',
    path: 'mainCurrency.php',
    summary: 'Sets the dollars per token.',
    operations: [{ method: 'PUT', body: mainCurrencyUpdateSchema, response: mainCurrencyResponseSchema }],
  },
  {
    route: 'GET settings.php',
    who: 'public',
    path: 'settings.php',
    summary: 'Public settings, status levels and presale figures (raised, sold, progress).',
    operations: [{ method: 'GET', response: settingsResponseSchema }],
  },
  {
    route: 'PUT settings.php',
    who: 'admin: settings.write',
    path: 'settings.php',
    summary: 'Changes any subset of the settings.',
    operations: [{ method: 'PUT', body: settingsUpdateSchema, response: settingsResponseSchema }],
  },
  {
    route: 'POST users.php',
    who: 'public',
    path: 'users.php',
    summary: "Signs in (type 'login') or registers (type 'reg').",
    operations: [
      { method: 'POST', body: loginBodySchema, response: loginResponseSchema },
      { method: 'POST', body: registerBodySchema, response: registerResponseSchema },
    ],
  },
  {
    route: 'POST users.php?action=logout',
    who: 'user',
    path: 'users.php',
    summary: 'Ends the calling session.',
    operations: [{ method: 'POST', query: ['action'] }],
  },
  {
    route: 'GET users.php',
    who: 'user',
    path: 'users.php',
    summary: "The signed-in buyer's profile, balances and level.",
    operations: [{ method: 'GET', response: userResponseSchema }],
  },
  {
    route: 'GET users.php?list=1&page&pageSize&email',
    who: 'admin: users.read',
    path: 'users.php',
    summary: 'Buyers, newest first, with totals.',
    operations: [{ method: 'GET', query: ['list', ...listQuery, 'email'], response: userListResponseSchema }],
  },
  {
    route: 'PUT users.php',
    who: 'user',
    path: 'users.php',
    summary: "Changes the buyer's personal data and/or password.",
    operations: [
      { method: 'PUT', body: profileUpdateSchema, response: userResponseSchema },
      { method: 'PUT', body: passwordUpdateSchema, response: userResponseSchema },
    ],
  },
  {
    route: 'PUT users.php',
    who: 'admin: credits.write',
    path: 'users.php',
    summary: "Adds tokens to a buyer's balance (ledger entry admin_credit).",
    operations: [{ method: 'PUT', body: addBalanceSchema, response: userResponseSchema }],
  },
  {
    route: 'GET cryptos.php',
    who: 'public',
    path: 'cryptos.php',
    summary: 'The currencies buyers can pay in.',
    operations: [{ method: 'GET', response: cryptosResponseSchema }],
  },
  {
    route: 'POST cryptos.php',
    who: 'admin: currencies.write',
    path: 'cryptos.php',
    summary: 'Adds a currency.',
    operations: [{ method: 'POST', body: cryptoCreateSchema }],
  },
  {
    route: 'PUT cryptos.php',
    who: 'admin: currencies.write',
    path: 'cryptos.php',
    summary: 'Changes one currency, several at once, or the address of every ERC-20 currency.',
    operations: [{ method: 'PUT', body: cryptosPutSchema, response: cryptosResponseSchema }],
  },
  {
    route: 'DELETE cryptos.php',
    who: 'admin: currencies.write',
    path: 'cryptos.php',
    summary: 'Deletes a currency.',
    operations: [{ method: 'DELETE', query: ['currency'], body: cryptoDeleteSchema }],
  },
  {
    route: 'POST rates.php',
    who: 'admin: currencies.write',
    path: 'rates.php',
    summary:
      'Fetches USD prices from the price service and stores the rates; a rate moving more than the hold percent waits for confirmation.',
    operations: [{ method: 'POST', response: ratesResponseSchema }],
  },
  {
    route: 'GET rates.php · PUT',
    who: 'admin: currencies.write',
    path: 'rates.php',
    summary: 'The fetched rates waiting for confirmation; applying or discarding one.',
    operations: [
      { method: 'GET', response: heldRatesResponseSchema },
      { method: 'PUT', body: heldRateDecisionSchema, response: heldRatesResponseSchema },
    ],
  },

  {
    route: 'POST transactions.php',
    who: 'user',
    path: 'transactions.php',
    summary: 'Places an order; the server recomputes every amount and answers 409 with its figures when the client is stale.',
    operations: [{ method: 'POST', body: createOrderSchema, response: createOrderResponseSchema }],
  },
  {
    route: 'GET transactions.php?orderToken=',
    who: 'owner or admin: orders.read',
    path: 'transactions.php',
    summary: 'One order by its token.',
    operations: [{ method: 'GET', query: ['orderToken'], response: transactionsResponseSchema }],
  },
  {
    route: 'GET transactions.php?mine=1',
    who: 'user',
    path: 'transactions.php',
    summary: "The caller's own orders.",
    operations: [{ method: 'GET', query: ['mine'], response: transactionsResponseSchema }],
  },
  {
    route: 'GET transactions.php?page&pageSize&sort&status&email',
    who: 'admin: orders.read',
    path: 'transactions.php',
    summary: 'Every order, paged, sorted and filtered.',
    operations: [{ method: 'GET', query: Object.keys(transactionListQuerySchema.shape), response: transactionsResponseSchema }],
  },
  {
    route: 'PUT transactions.php',
    who: 'admin: orders.write',
    path: 'transactions.php',
    summary: 'Approves (credits the buyer once) or rejects an order.',
    operations: [{ method: 'PUT', body: transactionUpdateSchema }],
  },
  {
    route: 'DELETE transactions.php?id=',
    who: 'admin: orders.write',
    path: 'transactions.php',
    summary: 'Soft-deletes an order.',
    operations: [{ method: 'DELETE', query: ['id'] }],
  },
  {
    route: 'POST admin.php',
    who: 'public',
    path: 'admin.php',
    summary: 'Administrator sign-in, step one: a session, or a five-minute token for step two when the administrator has a second factor.',
    operations: [{ method: 'POST', body: adminLoginSchema, response: adminLoginResponseSchema }],
  },
  {
    route: 'POST admin.php?action=verify',
    who: 'public',
    path: 'admin.php',
    summary: "Sign-in step two: step one's token (Authorization) and the authenticator's code or a recovery code → a session.",
    operations: [{ method: 'POST', query: ['action'], body: adminVerifySchema, response: adminTokenResponseSchema }],
  },
  {
    route: 'POST admin.php?action=logout',
    who: 'admin: account.self',
    path: 'admin.php',
    summary: 'Ends the calling administrator session on the server.',
    operations: [{ method: 'POST', query: ['action'] }],
  },
  {
    route: 'GET admin.php',
    who: 'admin: account.self',
    path: 'admin.php',
    summary: 'Checks the administrator session.',
    operations: [{ method: 'GET', response: adminSessionResponseSchema }],
  },
  {
    route: 'PUT admin.php',
    who: 'admin: account.self',
    path: 'admin.php',
    summary: "Changes the administrator's name and password; earlier sessions end.",
    operations: [{ method: 'PUT', body: adminPasswordChangeSchema, response: adminTokenResponseSchema }],
  },
  {
    route: 'GET pixels.php',
    who: 'admin: pixels.manage',
    path: 'pixels.php',
    summary: 'Every tracking pixel key.',
    operations: [{ method: 'GET', response: pixelsAdminResponseSchema }],
  },
  {
    route: 'GET pixels.php?location=',
    who: 'public',
    path: 'pixels.php',
    summary: 'The primary keys of one location.',
    operations: [{ method: 'GET', query: ['location'], response: pixelsPublicResponseSchema }],
  },
  {
    route: 'POST pixels.php · PUT pixels.php?id= · DELETE pixels.php?api=',
    who: 'admin: pixels.manage',
    path: 'pixels.php',
    summary: 'Adds, changes or deletes a pixel key.',
    operations: [
      { method: 'POST', body: pixelBodySchema },
      { method: 'PUT', query: ['id'], body: pixelBodySchema },
      { method: 'DELETE', query: ['api'] },
    ],
  },
  {
    route: 'GET roulette.php',
    who: 'user',
    path: 'roulette.php',
    summary: 'Winnable prizes with their odds, spins left and winnings.',
    operations: [{ method: 'GET', response: rouletteResponseSchema }],
  },
  {
    route: 'POST roulette.php',
    who: 'user',
    path: 'roulette.php',
    summary: 'Draws a prize on the server.',
    operations: [{ method: 'POST', response: spinResponseSchema }],
  },
  {
    route: 'GET leaderboard.php',
    who: 'public',
    path: 'leaderboard.php',
    summary: 'The ten largest buyers, e-mails masked.',
    operations: [{ method: 'GET', response: leaderboardResponseSchema }],
  },
  {
    route: 'GET withdrawals.php',
    who: 'user / admin: withdrawals.read',
    path: 'withdrawals.php',
    summary: "A buyer's own withdrawal requests, or every request for an administrator.",
    operations: [{ method: 'GET', query: [...listQuery, 'status'], response: withdrawalsResponseSchema }],
  },
  {
    route: 'POST withdrawals.php',
    who: 'user',
    path: 'withdrawals.php',
    summary: 'Requests delivery of tokens to a payout address.',
    operations: [{ method: 'POST', body: withdrawalCreateSchema }],
  },
  {
    route: 'PUT withdrawals.php',
    who: 'admin: withdrawals.write',
    path: 'withdrawals.php',
    summary: 'Marks a request as sent (with the transaction hash) or rejects it.',
    operations: [{ method: 'PUT', body: withdrawalProcessSchema }],
  },
  {
    route: 'GET prizes.php · POST · PUT ?id= · DELETE ?id=',
    who: 'admin: prizes.manage',
    path: 'prizes.php',
    summary: 'Roulette prizes: list, add, change, delete.',
    operations: [
      { method: 'GET' },
      { method: 'POST', body: prizeBodySchema },
      { method: 'PUT', query: ['id'], body: prizeBodySchema },
      { method: 'DELETE', query: ['id'] },
    ],
  },
  {
    route: 'GET audit.php?page&pageSize&action&admin&from&to&format',
    who: 'admin: audit.read',
    path: 'audit.php',
    summary:
      'The audit log (administrator writes, sign-ins, exports, role and second-factor changes), newest first, filtered; format=csv downloads it (audited).',
    operations: [{ method: 'GET', query: Object.keys(auditQuerySchema.shape), response: auditResponseSchema }],
  },
  {
    route: 'GET adminOverview.php?since=',
    who: 'admin: overview.read',
    path: 'adminOverview.php',
    summary: "Sales approved since an instant (the start of the administrator's day) and when the rates were last refreshed.",
    operations: [{ method: 'GET', query: Object.keys(adminOverviewQuerySchema.shape), response: adminOverviewResponseSchema }],
  },
  {
    route: 'GET adminUser.php?id=',
    who: 'admin: users.read',
    path: 'adminUser.php',
    summary: 'One buyer with their ledger entries, withdrawal requests and prizes won, newest first.',
    operations: [{ method: 'GET', query: Object.keys(adminUserQuerySchema.shape), response: adminUserDetailResponseSchema }],
  },
  {
    route: 'GET adminAccounts.php',
    who: 'admin: admins.manage',
    path: 'adminAccounts.php',
    summary: 'Every administrator with role, state, second factor and last activity.',
    operations: [{ method: 'GET', response: adminAccountsResponseSchema }],
  },
  {
    route: 'POST adminAccounts.php',
    who: 'admin: admins.manage',
    path: 'adminAccounts.php',
    summary: 'Invites an administrator: a temporary password, shown once, to be replaced at the first sign-in.',
    operations: [{ method: 'POST', body: adminInviteSchema, response: adminInviteResponseSchema }],
  },
  {
    route: 'POST adminAccounts.php?action=reset',
    who: 'admin: admins.manage',
    path: 'adminAccounts.php',
    summary: 'A new temporary password for another administrator; their second factor and sessions end.',
    operations: [{ method: 'POST', query: ['action'], body: adminResetSchema }],
  },
  {
    route: 'PUT adminAccounts.php',
    who: 'admin: admins.manage',
    path: 'adminAccounts.php',
    summary: "Changes another administrator's role, disables or enables them (the last owner stays).",
    operations: [{ method: 'PUT', body: adminAccountUpdateSchema }],
  },
  {
    route: 'GET securitySettings.php · PUT',
    who: 'admin: admins.manage',
    path: 'securitySettings.php',
    summary: 'Second factor required of every administrator, idle minutes of an administrator session, rate hold percent.',
    operations: [
      { method: 'GET', response: securitySettingsResponseSchema },
      { method: 'PUT', body: securitySettingsUpdateSchema, response: securitySettingsResponseSchema },
    ],
  },
  {
    route: 'GET twoFactor.php',
    who: 'admin: account.self',
    path: 'twoFactor.php',
    summary: "The caller's second factor: on or off, required or not, recovery codes left.",
    operations: [{ method: 'GET', response: twoFactorStatusSchema }],
  },
  {
    route: 'POST twoFactor.php?action=start · confirm · recovery-codes',
    who: 'admin: account.self',
    path: 'twoFactor.php',
    summary: 'Enrolment: a new secret (QR code), then a code confirms it and gives ten recovery codes; or ten new recovery codes.',
    operations: [
      { method: 'POST', query: ['action'], response: twoFactorStartResponseSchema },
      { method: 'POST', query: ['action'], body: twoFactorCodeSchema, response: recoveryCodesResponseSchema },
    ],
  },
  {
    route: 'DELETE twoFactor.php',
    who: 'admin: account.self',
    path: 'twoFactor.php',
    summary: 'Turns the second factor off with the password and a code (not while the owner requires it).',
    operations: [{ method: 'DELETE', body: twoFactorDisableSchema }],
  },
  {
    route: 'GET adminSessions.php · DELETE ?id=',
    who: 'admin: account.self',
    path: 'adminSessions.php',
    summary: "The caller's active sessions (opened when, from where, last used), and ending one.",
    operations: [
      { method: 'GET', response: adminSessionsResponseSchema },
      { method: 'DELETE', query: ['id'] },
    ],
  },
];

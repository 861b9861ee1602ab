// The answers parse with the shared response schemas the frontends use (@openpresale/shared/schemas).
import * as S from '@openpresale/shared/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildFixture } from '../test/fixture';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

function parses(schema: z.ZodType, body: unknown, what: string) {
  const r = schema.safeParse(body);
  expect(r.success ? null : { what, issues: r.error.issues.slice(0, 3) }).toBeNull();
}

describe('response contract (answers parse with the shared zod schemas)', () => {
  it('every answer the frontends parse matches its shared schema', async () => {
    h = await makeHarness();
    const f = await buildFixture(h);
    parses(S.settingsResponseSchema, (await h.call('GET', 'settings.php')).body, 'settings');
    parses(S.mainCurrencyResponseSchema, (await h.call('GET', 'mainCurrency.php')).body, 'mainCurrency');
    parses(S.cryptosResponseSchema, (await h.call('GET', 'cryptos.php')).body, 'cryptos');
    parses(S.userResponseSchema, (await h.call('GET', 'users.php', { token: f.user.token })).body, 'users');
    parses(S.userListResponseSchema, (await h.call('GET', 'users.php?list=1', { token: f.admin })).body, 'user list');
    parses(
      S.transactionsResponseSchema,
      (await h.call('GET', `transactions.php?orderToken=${f.orderToken}`, { token: f.user.token })).body,
      'one order',
    );
    parses(S.transactionsResponseSchema, (await h.call('GET', 'transactions.php?mine=1', { token: f.user.token })).body, 'my orders');
    parses(S.transactionsResponseSchema, (await h.call('GET', 'transactions.php', { token: f.admin })).body, 'admin orders');
    parses(S.rouletteResponseSchema, (await h.call('GET', 'roulette.php', { token: f.user.token })).body, 'roulette');
    parses(S.spinResponseSchema, (await h.call('POST', 'roulette.php', { token: f.user.token })).body, 'spin');
    parses(S.leaderboardResponseSchema, (await h.call('GET', 'leaderboard.php')).body, 'leaderboard');
    parses(S.pixelsAdminResponseSchema, (await h.call('GET', 'pixels.php', { token: f.admin })).body, 'pixels admin');
    parses(S.pixelsPublicResponseSchema, (await h.call('GET', 'pixels.php?location=/dashboard')).body, 'pixels public');
    parses(S.withdrawalsResponseSchema, (await h.call('GET', 'withdrawals.php', { token: f.user.token })).body, 'withdrawals');
    parses(S.withdrawalsResponseSchema, (await h.call('GET', 'withdrawals.php', { token: f.admin })).body, 'withdrawals admin');
    parses(S.adminSessionResponseSchema, (await h.call('GET', 'admin.php', { token: f.admin })).body, 'admin');
    parses(S.ratesResponseSchema, (await h.call('POST', 'rates.php', { token: f.admin })).body, 'rates');
    parses(
      S.createOrderResponseSchema,
      (await h.call('POST', 'transactions.php', { token: f.other.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 5 } })).body,
      'order',
    );
    parses(
      S.orderConflictSchema,
      (
        await h.call('POST', 'transactions.php', {
          token: f.other.token,
          body: { cryptoToTransfer: 'USDT', amountToTransfer: 5, bonus: 0 },
        })
      ).body,
      '409',
    );
    parses(
      S.loginResponseSchema,
      (await h.call('POST', 'users.php', { body: { type: 'login', email: f.user.email, pass: 'secret-pass' } })).body,
      'login',
    );
    parses(
      S.registerResponseSchema,
      (await h.call('POST', 'users.php', { body: { type: 'reg', name: 'C', email: 'c@example.com', phone: '1', pass: 'secret-pass' } }))
        .body,
      'reg',
    );
    parses(
      S.adminTokenResponseSchema,
      (await h.call('POST', 'admin.php', { body: { login: 'root', password: 'correct horse battery' } })).body,
      'admin login',
    );
    parses(S.errorEnvelope, (await h.call('GET', 'users.php')).body, 'error');
  });
});

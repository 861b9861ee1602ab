// A populated database for route tests: two buyers with balance and payout addresses, a pending
// order of the first buyer, a pixel, a withdrawal request, open token distribution.
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client';
import type { Harness } from './harness';

export interface Fixture {
  user: { token: string; email: string; id: number };
  other: { token: string; email: string; id: number };
  admin: string;
  orderToken: string;
  orderId: number;
  pixelId: number;
  withdrawalId: number;
  prizeId: number;
  /** a support administrator the owner invited, for the owner's account operations */
  spareAdminId: number;
}

export async function buildFixture(h: Harness): Promise<Fixture> {
  const user = await h.register('owner@example.com');
  const other = await h.register('other@example.com');
  const admin = await h.adminToken();
  const ok = (r: { status: number; body: unknown }, what: string) => {
    if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as any;
  };
  for (const u of [user, other]) {
    ok(await h.call('PUT', 'users.php', { token: admin, body: { email: u.email, balance: 1000 } }), 'add balance');
    ok(
      await h.call('PUT', 'users.php', {
        token: u.token,
        body: { name: 'Buyer', email: u.email, phone_number: '+1 555', payout_address: '0xPAYOUT00000001', current_pass: 'secret-pass' },
      }),
      'profile',
    );
  }
  ok(await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } }), 'settings');
  const order = ok(
    await h.call('POST', 'transactions.php', { token: user.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 50 } }),
    'order',
  );
  const row = (await rows<{ id: number }>(h.db, sql`SELECT id FROM transactions WHERE order_token = ${order.orderToken}`))[0]!;
  const pixel = ok(
    await h.call('POST', 'pixels.php', {
      token: admin,
      body: { api_key: 'PIXEL-PRIMARY-1', api_key_secondary: 'PIXEL-SECRET-1', location: '/dashboard' },
    }),
    'pixel',
  );
  const w = ok(await h.call('POST', 'withdrawals.php', { token: user.token, body: { amount: 10 } }), 'withdrawal');
  const prize = (await rows<{ id: number }>(h.db, sql`SELECT id FROM prizes ORDER BY id LIMIT 1`))[0]!;
  const spare = await h.invite('spare1', 'support');
  return {
    spareAdminId: spare.id,
    user,
    other,
    admin,
    orderToken: order.orderToken,
    orderId: row.id,
    pixelId: pixel.api_key.id,
    withdrawalId: w.withdrawal.id,
    prizeId: prize.id,
  };
}

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../test/harness';
import { invariantViolations } from './db/integrity';

let h: Harness;
afterEach(async () => {
  expect(await invariantViolations(h.db)).toEqual([]);
});

async function credit(email: string, balance: number) {
  const r = await h.call('PUT', 'users.php', { token: await h.adminToken(), body: { email, balance } });
  expect(r.status).toBe(200);
}

describe('roulette (SPEC §9: server draw, published odds, allowance in one transaction)', () => {
  it('GET /roulette.php shows only winnable prizes with odds, one spin for a new buyer and the next rank', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    await h.call('POST', 'prizes.php', { token: admin, body: { name: 'Hidden', type: 'material', amount: 0, chance: 0 } });
    const u = await h.register();
    const r = await h.call('GET', 'roulette.php', { token: u.token });
    expect(r.body.prizes.map((p: any) => [p.name, p.chance])).toEqual([
      ['20% deposit', 60],
      ['30% deposit', 50],
      ['40% deposit', 40],
    ]);
    expect(r.body.prizes.reduce((s: number, p: any) => s + p.odds, 0)).toBeCloseTo(100, 9);
    expect(r.body.prizes[0].odds).toBeCloseTo(40, 9);
    expect(r.body).toMatchObject({ spinsLeft: 1, nextRank: 'Bronze', winnings: [] });
  });

  it('POST /roulette.php draws on the server: strip of 30 with the prize at slot 23, then no spins without rank', async () => {
    let i = 0;
    const seq = [0.99, 0.1, 0.5];
    h = await makeHarness({ random: () => seq[i++ % seq.length]! });
    const u = await h.register();
    const spin = await h.call('POST', 'roulette.php', { token: u.token });
    expect(spin.status).toBe(200);
    expect(spin.body.prize.name).toBe('40% deposit'); // 0.99 of the weight falls in the last prize
    expect(spin.body.strip).toHaveLength(30);
    expect(spin.body.strip[23]).toEqual(spin.body.prize);
    expect(spin.body.spinsLeft).toBe(0);
    const again = await h.call('POST', 'roulette.php', { token: u.token });
    expect(again).toMatchObject({ status: 409, body: { status: 'error', message: 'No more spins available. Need rank: Bronze' } });
    const state = await h.call('GET', 'roulette.php', { token: u.token });
    expect(state.body.winnings.map((w: any) => w.name)).toEqual(['40% deposit']);
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.prizes).toEqual([
      { name: '40% deposit', type: 'bonus_dep', image: '' },
    ]);
  });

  it('POST /roulette.php allows rank index + 2 − prizes won spins with a rank', async () => {
    h = await makeHarness({ random: () => 0 });
    const u = await h.register();
    await credit(u.email, 1000); // Platinum, rank index 3
    const spins: number[] = [];
    for (let k = 0; k < 6; k++) {
      const r = await h.call('POST', 'roulette.php', { token: u.token });
      spins.push(r.status);
    }
    // 1st spin (no prizes yet → 1), then 3 + 2 − 1 = 4 more, then none
    expect(spins).toEqual([200, 200, 200, 200, 200, 409]);
  });

  it('POST /roulette.php credits add_to_balance prizes through the ledger and nothing for material prizes', async () => {
    h = await makeHarness({ random: () => 0 });
    const admin = await h.adminToken();
    for (const p of await h.rows<{ id: number }>(sql`SELECT id FROM prizes`)) {
      await h.call('PUT', `prizes.php?id=${p.id}`, { token: admin, body: { name: 'off', type: 'bonus_dep', amount: 1, chance: 0 } });
    }
    await h.call('POST', 'prizes.php', { token: admin, body: { name: '50 DEMO', type: 'add_to_balance', amount: 50, chance: 1 } });
    const u = await h.register();
    const spin = await h.call('POST', 'roulette.php', { token: u.token });
    expect(spin.body.prize).toMatchObject({ name: '50 DEMO', type: 'add_to_balance', amount: 50 });
    expect(spin.body.strip.every((p: any) => p.name === '50 DEMO')).toBe(true); // only winnable prizes
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.balance).toBe(50);
    expect(await h.rows(sql`SELECT kind, amount_micro FROM ledger_entries WHERE user_id = ${u.id}`)).toEqual([
      { kind: 'prize', amount_micro: 50_000_000 },
    ]);
  });

  it('POST /roulette.php answers 409 when no prize can be won', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    for (const p of await h.rows<{ id: number }>(sql`SELECT id FROM prizes`))
      await h.call('DELETE', `prizes.php?id=${p.id}`, { token: admin });
    const u = await h.register();
    expect((await h.call('POST', 'roulette.php', { token: u.token })).status).toBe(409);
  });
});

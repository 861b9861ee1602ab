// The in-memory copy of settings, levels, main value and currencies never shows a stale value:
// every admin write drops it, and so does a commit from another connection (another process).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { connectionOf, type Db } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createFakePriceService } from '../test/fake-price-service';
import { freshDatabase, makeHarness } from '../test/harness';

describe('cached configuration', () => {
  it('admin writes show up at once on the next read', async () => {
    const h = await makeHarness();
    const admin = await h.adminToken();
    expect((await h.call('GET', 'cryptos.php')).body.data.some((c: any) => c.currency === 'DOGE')).toBe(false);
    await h.call('POST', 'cryptos.php', { token: admin, body: { currency: 'DOGE', fullName: 'Dogecoin', rate: 2, address: '0xdoge' } });
    expect((await h.call('GET', 'cryptos.php')).body.data.find((c: any) => c.currency === 'DOGE').rate).toBe(2);
    await h.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'DOGE', rate: 3 } });
    expect((await h.call('GET', 'cryptos.php')).body.data.find((c: any) => c.currency === 'DOGE').rate).toBe(3);
    await h.call('DELETE', 'cryptos.php', { token: admin, body: { currency: 'DOGE' } });
    expect((await h.call('GET', 'cryptos.php')).body.data.some((c: any) => c.currency === 'DOGE')).toBe(false);

    const before = (await h.call('GET', 'settings.php')).body.settings;
    await h.call('PUT', 'settings.php', { token: admin, body: { hardCap: before.hardCap + 1 } });
    expect((await h.call('GET', 'settings.php')).body.settings.hardCap).toBe(before.hardCap + 1);

    await h.call('PUT', 'mainCurrency.php', { token: admin, body: { id: 1, value: 0.5 } });
    expect((await h.call('GET', 'mainCurrency.php')).body.data[0].value).toBe(0.5);
    await h.call('PUT', 'securitySettings.php', { token: admin, body: { rateHoldPercent: 100 } });
    await h.call('POST', 'rates.php', { token: admin });
    const btc = (await h.call('GET', 'cryptos.php')).body.data.find((c: any) => c.currency === 'BTC');
    expect(btc.rate).toBe(130000); // 65000 USD / 0.5 USD per token, with the new main value
  });

  it('a commit from another connection (another process) is seen on the next read', async () => {
    const db = await freshDatabase({ shared: true });
    await seedIfEmpty(db, { adminLogin: 'root', adminPassword: 'correct horse battery' });
    const app = createApp({ db, priceService: createFakePriceService() });
    const get = async (p: string) => (await app.request(`/api/controllers/${p}`)).json() as Promise<any>;
    expect((await get('mainCurrency.php')).data[0].value).not.toBe(0.25);
    const levelsBefore = (await get('settings.php')).levels.length;
    await changeFromAnotherConnection(db, [
      'UPDATE main_currency SET value_micro = 250000',
      "UPDATE cryptos SET address = 'elsewhere' WHERE currency = 'BTC'",
      "INSERT INTO status_levels (lvl, tokens, bonus, descr) VALUES ('Mythic', 900000, 25, 'x')",
    ]);
    // on PostgreSQL the change arrives as a notification, a moment after the commit (a busy machine
    // can take more than expect.poll's default second to deliver it)
    // (each statement commits on its own, so each change is waited for)
    await expect.poll(async () => (await get('mainCurrency.php')).data[0].value, { timeout: 10_000 }).toBe(0.25);
    await expect
      .poll(async () => (await get('cryptos.php')).data.find((c: any) => c.currency === 'BTC').address, { timeout: 10_000 })
      .toBe('elsewhere');
    await expect.poll(async () => (await get('settings.php')).levels.length, { timeout: 10_000 }).toBe(levelsBefore + 1);
  });
});

/** Runs statements on a second connection of the same database, as another process would. */
async function changeFromAnotherConnection(db: Db, statements: string[]) {
  const connection = connectionOf(db);
  if (connection.engine === 'sqlite') {
    const other = new Database(connection.location);
    for (const statement of statements) other.exec(statement);
    other.close();
    return;
  }
  const other = await connection.pool!.connect();
  try {
    for (const statement of statements) await other.query(statement);
  } finally {
    other.release();
  }
}

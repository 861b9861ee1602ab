// §2 generator: 100,000 buyers and 1,000,000 orders written straight into a fresh SQLite file, in
// one transaction with prepared statements. It keeps every aggregate the API maintains: approved
// orders get their purchase and bonus ledger entries; balances, bonus totals and deposits equal
// them; presale_totals and transaction_counts equal the rows. Secondary indexes are dropped for
// the load and rebuilt afterwards from the migration's own definitions (a sort, not a million
// random inserts).
import { randomBytes } from 'node:crypto';
import { computeOrderMicro, DEFAULT_LEVELS } from '@openpresale/shared/domain';
import { ADMIN_SESSION_MS, connectionOf, hashPasswordSync, hashToken, openDatabase, seedIfEmpty } from '@openpresale/api/test-kit';

/** Deterministic PRNG (mulberry32), so every run generates the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateResult {
  users: number;
  orders: number;
  approved: number;
  deleted: number;
  ledgerEntries: number;
  seconds: { rows: number; indexes: number; total: number };
  adminToken: string;
  sampleEmail: string;
}

export async function generate(databasePath: string, opts: { users: number; orders: number }): Promise<GenerateResult> {
  const started = performance.now();
  const db = await openDatabase(databasePath);
  await seedIfEmpty(db, { adminLogin: 'admin', adminPassword: 'bench-admin-password' });
  // a SQLite file generator: rows go in through the driver's own prepared statements
  const sqlite = connectionOf(db).sqlite!;
  const random = prng(6);
  const levels = [...DEFAULT_LEVELS];
  const currencies = sqlite.prepare(`SELECT currency, rate_micro AS rate, address FROM cryptos ORDER BY id`).all() as Array<{
    currency: string;
    rate: number;
    address: string;
  }>;
  const mainValueMicro = (sqlite.prepare(`SELECT value_micro AS v FROM main_currency WHERE id = 1`).get() as { v: number }).v;
  const stage = JSON.parse((sqlite.prepare(`SELECT data FROM settings WHERE id = 1`).get() as { data: string }).data).stageName as string;
  const admin = sqlite.prepare(`SELECT id FROM admins ORDER BY id LIMIT 1`).get() as { id: number };

  // indexes of the bulk-loaded tables, dropped now and recreated from the same SQL afterwards
  const indexes = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('users', 'transactions', 'ledger_entries')`,
    )
    .all() as Array<{ name: string; sql: string }>;
  sqlite.pragma('synchronous = OFF'); // a generated file: nothing to lose if the machine stops now
  sqlite.pragma('cache_size = -262144');

  const span = 180 * 24 * 3600 * 1000;
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const passwordHash = hashPasswordSync('bench-buyer-password');
  const balance = new Float64Array(opts.users + 1); // micro-units stay below 2^53
  const bonus = new Float64Array(opts.users + 1);
  const deposit = new Float64Array(opts.users + 1);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  let raised = 0;
  let sold = 0;
  let approved = 0;
  let deleted = 0;
  let ledgerEntries = 0;
  const adminToken = randomBytes(32).toString('base64url');

  const insertUser = sqlite.prepare(
    `INSERT INTO users (id, name, email, phone_number, payout_address, password_hash, balance_micro, bonus_micro, deposit_usd_micro, created_at) VALUES (?, ?, ?, ?, NULL, ?, 0, 0, 0, ?)`,
  );
  const insertOrder = sqlite.prepare(
    `INSERT INTO transactions (id, order_token, user_id, crypto_to_transfer, amount_to_transfer_micro, rate_micro, address, email, tokens_micro, amount_to_receive_micro, bonus_micro, usd_value_micro, stage, status, created_at, updated_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = sqlite.prepare(
    `INSERT INTO ledger_entries (user_id, kind, amount_micro, reference, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  // every entry here is a purchase or its bonus, so the tokens bought equal the balance
  const updateUser = sqlite.prepare(
    `UPDATE users SET balance_micro = @balance, purchased_micro = @balance, bonus_micro = @bonus, deposit_usd_micro = @deposit WHERE id = @id`,
  );

  let rowsDone = 0;
  sqlite.transaction(() => {
    for (const { name } of indexes) sqlite.exec(`DROP INDEX "${name}"`);
    for (let id = 1; id <= opts.users; id++) {
      const created = new Date(start + Math.floor((id / opts.users) * span * 0.5)).toISOString();
      insertUser.run(id, `Buyer ${id}`, `buyer${id}@example.com`, `+1 555 ${String(id).padStart(7, '0')}`, passwordHash, created);
    }
    const tokenBytes = randomBytes(16 * opts.orders);
    for (let id = 1; id <= opts.orders; id++) {
      // orders arrive in time order; buyers with a skew (some buy often, most rarely)
      const userId = 1 + Math.floor(random() ** 2 * opts.users);
      const createdMs = start + Math.floor((id / opts.orders) * span);
      const created = new Date(createdMs).toISOString();
      const currency = currencies[Math.floor(random() * currencies.length)]!;
      const wantedTokens = 50 + Math.floor(random() * 20_000);
      const amountMicro = Math.max(1, Math.round((wantedTokens / (currency.rate / 1e6)) * 1e6));
      const f = computeOrderMicro({
        amountMicro,
        rateMicro: currency.rate,
        purchasedMicro: balance[userId]!, // only purchases and bonuses here: bought = balance
        prizeBonusPercentMicro: 0,
        mainValueMicro,
        levels,
      });
      const r = random();
      const status = r < 0.4 ? 'approved' : r < 0.5 ? 'rejected' : 'pending';
      const isDeleted = random() < 0.01;
      const updated = status === 'pending' ? created : new Date(createdMs + 3_600_000).toISOString();
      insertOrder.run(
        id,
        tokenBytes.toString('hex', (id - 1) * 16, id * 16),
        userId,
        currency.currency,
        amountMicro,
        currency.rate,
        currency.address,
        `buyer${userId}@example.com`,
        f.tokensMicro,
        f.amountToReceiveMicro,
        f.bonusMicro,
        f.usdValueMicro,
        stage,
        status,
        created,
        updated,
        isDeleted ? updated : null,
      );
      if (isDeleted) deleted++;
      else counts[status]++;
      if (status === 'approved') {
        // as PUT transactions.php does: purchase and bonus entries, balance, deposit, presale totals
        approved++;
        insertLedger.run(userId, 'purchase', f.tokensMicro, `transaction:${id}`, updated);
        ledgerEntries++;
        if (f.bonusMicro > 0) {
          insertLedger.run(userId, 'bonus', f.bonusMicro, `transaction:${id}`, updated);
          ledgerEntries++;
        }
        balance[userId] += f.amountToReceiveMicro;
        bonus[userId] += f.bonusMicro;
        deposit[userId] += f.usdValueMicro;
        raised += f.usdValueMicro;
        sold += f.amountToReceiveMicro;
      }
    }
    for (let id = 1; id <= opts.users; id++)
      if (balance[id] !== 0 || deposit[id] !== 0) updateUser.run({ balance: balance[id], bonus: bonus[id], deposit: deposit[id], id });
    sqlite.prepare(`DELETE FROM transaction_counts`).run();
    const insertCount = sqlite.prepare(`INSERT INTO transaction_counts (status, n) VALUES (?, ?)`);
    for (const [status, n] of Object.entries(counts)) insertCount.run(status, n);
    sqlite.prepare(`DELETE FROM presale_totals`).run();
    sqlite.prepare(`INSERT INTO presale_totals (stage, raised_usd_micro, sold_micro) VALUES (?, ?, ?)`).run(stage, raised, sold);
    const now = new Date();
    sqlite
      .prepare(`INSERT INTO sessions (token_hash, kind, user_id, admin_id, created_at, expires_at) VALUES (?, 'admin', NULL, ?, ?, ?)`)
      .run(hashToken(adminToken), admin.id, now.toISOString(), new Date(now.getTime() + ADMIN_SESSION_MS).toISOString());
    rowsDone = performance.now();
    for (const { sql } of indexes) sqlite.exec(sql);
  })();
  sqlite.exec('ANALYZE');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  const end = performance.now();
  return {
    users: opts.users,
    orders: opts.orders,
    approved,
    deleted,
    ledgerEntries,
    seconds: {
      rows: Math.round((rowsDone - started) / 100) / 10,
      indexes: Math.round((end - rowsDone) / 100) / 10,
      total: Math.round((end - started) / 100) / 10,
    },
    adminToken,
    sampleEmail: 'buyer1@example.com',
  };
}

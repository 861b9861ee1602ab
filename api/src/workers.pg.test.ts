// `DATABASE_URL=… WORKERS=2 npm start`: one port served by two worker processes on PostgreSQL.
// A buyer's journey goes on while the workers are killed one after the other, so every step is
// answered by a process that did not see the step before: nothing may live in one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectionOf, rows } from './db/client';
import { invariantViolations } from './db/integrity';
import { freshDatabase } from '../test/harness';
import { callApi, startServerProcess, type ServerProcess } from '../test/robustness/support';
import { giveCurrenciesTestAddresses } from '../test/test-addresses';

let server: ServerProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;

/** Pids of the workers that said they are serving, in the order they said it. */
const servingWorkers = () => [...server.log().matchAll(/worker (\d+) is serving/g)].map((m) => Number(m[1]));

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${server.log()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills one worker and waits until the primary has started its replacement. */
async function killWorker(pid: number) {
  const before = servingWorkers().length;
  process.kill(pid, 'SIGKILL');
  await until(() => !alive(pid), `worker ${pid} to end`);
  await until(() => servingWorkers().length > before, 'a replacement worker');
}

/** A call that a connection kept alive to a killed worker may lose once; a person's browser retries the same way. */
async function call(...args: Parameters<typeof callApi>) {
  const first = await callApi(...args);
  return first.status === 0 ? callApi(...args) : first;
}

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServerProcess({
    databasePath: ':memory:',
    entry: 'main',
    env: { DATABASE_URL: connectionOf(db).location, WORKERS: '2' },
  });
  await until(() => servingWorkers().length === 2, 'two workers');
  await giveCurrenciesTestAddresses(db);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('WORKERS=2 on PostgreSQL', () => {
  it('serves one port from two processes, and a buyer journey survives each of them being killed', async () => {
    expect(server.log()).toMatch(/starts 2 worker processes .*PostgreSQL/);
    const [first, second] = servingWorkers() as [number, number];
    expect(first).not.toBe(second);
    expect([first, second].every(alive)).toBe(true);

    const reg = await call(server.url, 'POST', 'users.php', {
      body: { type: 'reg', name: 'Two Workers', email: 'two-workers@example.com', phone: '1', pass: 'secret-pass' },
    });
    expect(reg.status).toBe(200);
    const buyer = reg.body.token as string;
    // the buyer opens the link of the confirmation e-mail (no SMTP here: it waits in the outbox)
    const [mail] = await rows<{ text_body: string }>(
      db,
      sql`SELECT text_body FROM outbox WHERE recipient = 'two-workers@example.com' AND kind = 'verify_email'`,
    );
    const link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1];
    expect((await call(server.url, 'POST', 'emailVerification.php', { body: { token: link } })).status).toBe(200);

    await killWorker(first);
    const me = await call(server.url, 'GET', 'users.php', { token: buyer });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('two-workers@example.com');
    const order = await call(server.url, 'POST', 'transactions.php', {
      token: buyer,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 },
    });
    expect(order.status).toBe(200);

    await killWorker(second);
    const login = await call(server.url, 'POST', 'admin.php', { body: { login: 'admin', password: 'robustness-admin-password' } });
    expect(login.status).toBe(200);
    const orders = await call(server.url, 'GET', 'transactions.php', { token: login.body.token as string });
    const placed = (orders.body.transactions as Array<{ id: number; status: string }>).find((o) => o.status === 'pending');
    expect(placed).toBeDefined();
    const approval = await call(server.url, 'PUT', 'transactions.php', {
      token: login.body.token as string,
      body: { id: placed!.id, status: 'approved' },
    });
    expect(approval.status).toBe(200);

    const after = await call(server.url, 'GET', 'users.php', { token: buyer });
    expect(after.body.user.balance).toBeGreaterThan(0);
    expect(after.body.user.purchased).toBe(after.body.user.balance);
    expect(server.log().match(/stopped \(SIGKILL\); starting another/g)).toHaveLength(2);
    expect(await invariantViolations(db)).toEqual([]);
  }, 180_000);
});

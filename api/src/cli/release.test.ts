// The release command as a pipeline runs it: a separate process on the server's database. A
// server process that is already answering serves the release at its next request.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePriceService } from '../../test/fake-price-service';
import { freshDatabase } from '../../test/harness';
import { serveRemoteBuilds, type RemoteBuilds } from '../../test/remote-builds';
import { createApp, releasesOf } from '../app';
import { connectionOf, rows, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { liveRemotes } from '../services/releases';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let builds: RemoteBuilds;
beforeAll(async () => {
  builds = await serveRemoteBuilds();
  builds.deploy('admin-v2', { remote: 'admin', version: '0.2.0+aaaaaaa', contract: '1.0.0' });
  builds.deploy('admin-next', { remote: 'admin', version: '7.0.0', contract: '2.0.0' });
});
afterAll(() => builds.close());

/** Runs the command in its own process; the test's loopback builds keep answering meanwhile. */
function release(db: Db, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const { location, engine } = connectionOf(db);
  const child = spawn(process.execPath, [join(repositoryRoot, 'scripts', 'release.mjs'), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...(engine === 'postgres' ? { DATABASE_URL: location } : { DATABASE_PATH: location, DATABASE_URL: '' }) },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((done) => child.on('close', (code) => done({ code, out, err })));
}

describe('npm run release', () => {
  it('npm run release -- admin <url> checks, registers and releases; a running server serves it; --rollback goes back', async () => {
    const db = await freshDatabase({ shared: true });
    await seedIfEmpty(db, { adminLogin: 'root', adminPassword: 'correct horse battery' });
    const server = createApp({ db, priceService: createFakePriceService() });
    const served = async () => (await liveRemotes(db, releasesOf(server))).admin;
    expect((await served()).url).toBe('/remotes/admin/remoteEntry.js');

    const released = await release(db, 'admin', builds.url('admin-v2'));
    expect(released.err).toBe('');
    expect(released.code).toBe(0);
    expect(released.out).toContain('Released: admin 0.2.0+aaaaaaa is live.');
    await expect.poll(served, { timeout: 10_000 }).toEqual({ url: builds.url('admin-v2'), version: '0.2.0+aaaaaaa', contract: '1.0.0' });
    const audit = await rows<{ admin_login: string; action: string }>(
      db,
      sql`SELECT admin_login, action FROM audit_entries WHERE action LIKE 'release.%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { admin_login: 'system:release-command', action: 'release.register' },
      { admin_login: 'system:release-command', action: 'release.switch' },
    ]);

    const listed = await release(db, '--list');
    expect(listed.out).toMatch(
      /admin\s+0\.2\.0\+aaaaaaa {2}contract 1\.0\.0 {2}http:\/\/127\.0\.0\.1:\d+\/admin-v2\/remoteEntry\.js {2}\(released .* by system:release-command\)/,
    );

    const back = await release(db, 'admin', '--rollback');
    expect(back.code).toBe(0);
    expect(back.out).toContain('Rolled back: admin');
    await expect.poll(async () => (await served()).url, { timeout: 10_000 }).toBe('/remotes/admin/remoteEntry.js');
  }, 120_000);

  it('npm run release refuses a build for another contract major and a wrong remote, exit code not 0, nothing changed', async () => {
    const db = await freshDatabase({ shared: true });
    await seedIfEmpty(db, { adminLogin: 'root', adminPassword: 'correct horse battery' });
    const next = await release(db, 'admin', builds.url('admin-next'));
    expect(next.code).toBe(1);
    expect(next.err).toContain('Not released: This build of the administration section (version 7.0.0) was made for host contract 2.0.0;');
    const unknown = await release(db, 'payments', builds.url('admin-v2'));
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('remote must be one of marketing, buyer, admin.');
    const missing = await release(db, 'admin');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage:');
    expect(await rows(db, sql`SELECT * FROM remote_versions`)).toEqual([]);
    expect(await rows(db, sql`SELECT * FROM audit_entries WHERE action LIKE 'release.%'`)).toEqual([]);
  }, 120_000);
});

// The release endpoints: register a version by its address (checked before anything is stored),
// switch to it, roll back; every refusal is a 4xx in words that changes nothing, every change is
// audited, and the live configuration (/remotes.json) follows at once, in every process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakePriceService } from '../test/fake-price-service';
import { freshDatabase, makeHarness, openAgain, type Harness } from '../test/harness';
import { serveRemoteBuilds, type RemoteBuilds } from '../test/remote-builds';
import { createApp, releasesOf } from './app';
import { seedIfEmpty } from './db/seed';
import { liveRemotes } from './services/releases';

let builds: RemoteBuilds;
let h: Harness;
let admin: string;

beforeAll(async () => {
  builds = await serveRemoteBuilds();
});
afterAll(() => builds.close());

beforeEach(async () => {
  h = await makeHarness();
  admin = await h.adminToken();
  builds.deploy('admin-v2', { remote: 'admin', version: '0.2.0+aaaaaaa', contract: '1.0.0' });
  builds.deploy('admin-v3', { remote: 'admin', version: '0.3.0+bbbbbbb', contract: '1.4.0' });
});

const register = (remote: unknown, url: unknown) => h.call('POST', 'releases.php', { token: admin, body: { remote, url } });
const change = (body: unknown) => h.call('PUT', 'releases.php', { token: admin, body });
const live = async () => (await liveRemotes(h.db, releasesOf(h.app))).admin;

async function state() {
  return {
    versions: await h.rows(sql`SELECT * FROM remote_versions ORDER BY id`),
    live: await h.rows(sql`SELECT * FROM remote_live`),
    audit: await h.rows(sql`SELECT action FROM audit_entries WHERE action LIKE 'release.%'`),
  };
}

async function auditOf(action: string) {
  return h.rows<{ admin_login: string; target: string; before: string | null; after: string }>(
    sql`SELECT admin_login, target, before, after FROM audit_entries WHERE action = ${action} ORDER BY id`,
  );
}

describe('GET /releases.php', () => {
  it('GET /releases.php shows the environment address as live before any release', async () => {
    const r = await h.call('GET', 'releases.php', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.site.contract).toBe('1.1.0');
    const adminRemote = r.body.remotes.find((x: { remote: string }) => x.remote === 'admin');
    expect(adminRemote).toMatchObject({
      live: { id: null, url: '/remotes/admin/remoteEntry.js', registeredBy: 'environment', releasedAt: null },
      previous: null,
      versions: [],
    });
  });
});

describe('POST /releases.php registers a version', () => {
  it('POST /releases.php checks the build and stores it without making it live, audited', async () => {
    const r = await register('admin', builds.url('admin-v2'));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Registered: admin 0.2.0+aaaaaaa (host contract 1.0.0). It goes live when you switch to it.');
    expect(r.body.remote.versions).toEqual([
      expect.objectContaining({
        url: builds.url('admin-v2'),
        version: '0.2.0+aaaaaaa',
        contract: '1.0.0',
        fits: true,
        registeredBy: 'root',
      }),
    ]);
    expect((await live()).url).toBe('/remotes/admin/remoteEntry.js');
    const [entry] = await auditOf('release.register');
    expect(entry).toMatchObject({ admin_login: 'root', target: 'remote:admin', before: null });
    expect(JSON.parse(entry!.after)).toMatchObject({ url: builds.url('admin-v2'), version: '0.2.0+aaaaaaa', contract: '1.0.0' });
  });

  it('POST /releases.php of an address registered before checks it again and updates its version', async () => {
    await register('admin', builds.url('admin-v2'));
    builds.deploy('admin-v2', { remote: 'admin', version: '0.2.1+ccccccc', contract: '1.0.0' });
    const r = await register('admin', builds.url('admin-v2'));
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^Checked again: admin 0\.2\.1\+ccccccc/);
    expect(r.body.remote.versions).toHaveLength(1);
    expect(r.body.remote.versions[0].version).toBe('0.2.1+ccccccc');
  });

  const refusals: Array<[string, () => [unknown, unknown], number, RegExp]> = [
    ['a malformed address', () => ['admin', 'not a url'], 400, /^url must be an http\(s\):\/\/ address or a path on this site/],
    [
      'an address that is not an entry file',
      () => ['admin', `${builds.origin}/admin-v2/index.html`],
      400,
      /^url must end with \/remoteEntry\.js/,
    ],
    ['a file: address', () => ['admin', 'file:///etc/remoteEntry.js'], 400, /^url must be an http\(s\):\/\//],
    ['an unknown remote', () => ['payments', builds.url('admin-v2')], 400, /^remote must be one of marketing, buyer, admin\./],
    ['no address at all', () => ['admin', undefined], 400, /^url is required\./],
    ['an address that is not text', () => ['admin', 42], 400, /^url must be text/],
    [
      'an address longer than any real one',
      () => ['admin', `https://cdn.example.com/${'a'.repeat(2000)}/remoteEntry.js`],
      400,
      /^url must be at most 2000 characters\./,
    ],
    [
      'an entry nobody answers',
      () => ['admin', 'http://127.0.0.1:9/admin/remoteEntry.js'],
      422,
      /^Nothing answers at http:\/\/127\.0\.0\.1:9\/admin\/remoteEntry\.js \(the connection failed\)\. Deploy the build there first/,
    ],
    ['an entry that is not deployed', () => ['admin', builds.url('nothing-here')], 422, /answered 404 instead of the remote's entry file/],
  ];
  for (const [what, input, status, message] of refusals) {
    it(`POST /releases.php refuses ${what} with ${status} and changes nothing`, async () => {
      const before = await state();
      const [remote, url] = input();
      const r = await register(remote, url);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
      expect(await state()).toEqual(before);
    });
  }

  it('POST /releases.php refuses a build made for another major of the host contract, naming both', async () => {
    builds.deploy('admin-next', { remote: 'admin', version: '5.0.0+ddddddd', contract: '2.0.0' });
    const before = await state();
    const r = await register('admin', builds.url('admin-next'));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      'This build of the administration section (version 5.0.0+ddddddd) was made for host contract 2.0.0; this site offers host contract 1.1.0, ' +
        'so only builds made for contract 1.x fit. Build the section against this site’s version of @openpresale/shared.',
    );
    expect(await state()).toEqual(before);
  });

  it('POST /releases.php refuses a build of another remote, an empty entry, a failing entry and a folder without its build file', async () => {
    builds.deploy('buyer-build', { remote: 'buyer', version: '0.2.0', contract: '1.0.0' });
    builds.deploy('empty', { remote: 'admin', version: '0.2.0', contract: '1.0.0', flaw: 'empty-entry' });
    builds.deploy('broken', { remote: 'admin', version: '0.2.0', contract: '1.0.0', flaw: 'entry-500' });
    builds.deploy('bare', { remote: 'admin', version: '0.2.0', contract: '1.0.0', flaw: 'no-build-file' });
    const before = await state();
    expect((await register('admin', builds.url('buyer-build'))).body.message).toBe(
      'That is a build of the buyer remote, not of the admin remote.',
    );
    expect((await register('admin', builds.url('empty'))).body.message).toMatch(/answered with an empty file/);
    expect((await register('admin', builds.url('broken'))).body.message).toMatch(/answered 500 instead of the remote's entry file/);
    const bare = await register('admin', builds.url('bare'));
    expect(bare.status).toBe(422);
    expect(bare.body.message).toMatch(/answers, but .*\/bare\/openpresale-build\.json next to it does not say which version it is/);
    expect(await state()).toEqual(before);
  });
});

describe('PUT /releases.php switches and rolls back', () => {
  it('PUT /releases.php switches to a registered version: /remotes.json names it at once, audited', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    const r = await change({ remote: 'admin', versionId: v2 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Released: admin 0.2.0+aaaaaaa is live. Open pages load it at their next navigation into that section.');
    expect(await live()).toEqual({ url: builds.url('admin-v2'), version: '0.2.0+aaaaaaa', contract: '1.0.0' });
    expect(r.body.remote.live).toMatchObject({ id: v2, releasedBy: 'root', releasedAt: '2026-03-01T12:00:00.000Z' });
    // the environment's address is kept as the version to return to
    expect(r.body.remote.previous).toMatchObject({ url: '/remotes/admin/remoteEntry.js', registeredBy: 'environment' });
    const [entry] = await auditOf('release.switch');
    expect(JSON.parse(entry!.before!)).toMatchObject({ url: '/remotes/admin/remoteEntry.js' });
    expect(JSON.parse(entry!.after)).toMatchObject({ versionId: v2, url: builds.url('admin-v2'), version: '0.2.0+aaaaaaa' });
  });

  it('PUT /releases.php with rollback returns to the previous version, and a second rollback undoes the first', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    const v3 = (await register('admin', builds.url('admin-v3'))).body.remote.versions[0].id;
    await change({ remote: 'admin', versionId: v2 });
    await change({ remote: 'admin', versionId: v3 });
    expect((await live()).version).toBe('0.3.0+bbbbbbb');

    const back = await change({ remote: 'admin', rollback: true });
    expect(back.status).toBe(200);
    expect(back.body.message).toMatch(/^Rolled back: admin 0\.2\.0\+aaaaaaa is live\./);
    expect((await live()).url).toBe(builds.url('admin-v2'));
    expect(back.body.remote.previous).toMatchObject({ id: v3 });
    expect(await auditOf('release.rollback')).toHaveLength(1);

    await change({ remote: 'admin', rollback: true });
    expect((await live()).url).toBe(builds.url('admin-v3'));
  });

  it('PUT /releases.php refuses a version whose entry stopped answering since it was registered, and changes nothing', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    builds.takeDown('admin-v2');
    const before = await state();
    const r = await change({ remote: 'admin', versionId: v2 });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/answered 404 instead of the remote's entry file/);
    expect(await state()).toEqual(before);
    expect((await live()).url).toBe('/remotes/admin/remoteEntry.js');
  });

  const refusals: Array<[string, () => unknown, number, RegExp]> = [
    ['an unknown version', () => ({ remote: 'admin', versionId: 999 }), 404, /^The admin remote has no registered version 999\.$/],
    ['a rollback with nothing released', () => ({ remote: 'admin', rollback: true }), 409, /has no previous version to roll back to/],
    ['an unknown remote', () => ({ remote: 'payments', versionId: 1 }), 400, /remote must be one of/],
    ['a body that is neither a switch nor a rollback', () => ({ remote: 'admin' }), 400, /^Send \{remote, versionId\} to switch/],
    [
      'a version id that is not a number',
      () => ({ remote: 'admin', versionId: 'latest' }),
      400,
      /^versionId must be the number of a registered version\.$/,
    ],
    [
      'a version id beyond any stored one',
      () => ({ remote: 'admin', versionId: 99_999_999_999 }),
      400,
      /^versionId must be the number of a registered version\.$/,
    ],
    [
      'a fractional version id',
      () => ({ remote: 'admin', versionId: 1.5 }),
      400,
      /^versionId must be the number of a registered version\.$/,
    ],
  ];
  for (const [what, body, status, message] of refusals) {
    it(`PUT /releases.php refuses ${what} with ${status} and changes nothing`, async () => {
      await register('admin', builds.url('admin-v2'));
      const before = await state();
      const r = await change(body());
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
      expect(await state()).toEqual(before);
    });
  }

  it('PUT /releases.php refuses the version that is already live with 409', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    await change({ remote: 'admin', versionId: v2 });
    const before = await state();
    const r = await change({ remote: 'admin', versionId: v2 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Version 0.2.0+aaaaaaa is already live for the admin remote.');
    expect(await state()).toEqual(before);
  });

  it('PUT /releases.php does not switch a version registered for another remote', async () => {
    builds.deploy('buyer-v2', { remote: 'buyer', version: '0.2.0', contract: '1.0.0' });
    const buyerV2 = (await register('buyer', builds.url('buyer-v2'))).body.remote.versions[0].id;
    const r = await change({ remote: 'admin', versionId: buyerV2 });
    expect(r.status).toBe(404);
    expect((await live()).url).toBe('/remotes/admin/remoteEntry.js');
  });
});

describe('a release reaches every process at once', () => {
  it('another API process on the same database serves the new release at its next request', async () => {
    const db = await freshDatabase({ shared: true });
    await seedIfEmpty(db, { adminLogin: 'root', adminPassword: 'correct horse battery' });
    const first = createApp({ db, priceService: createFakePriceService() });
    const secondDb = await openAgain(db);
    const second = createApp({ db: secondDb, priceService: createFakePriceService() });
    const call = async (method: string, path: string, body?: unknown, token?: string) =>
      (
        await first.request(`/api/controllers/${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json() as Promise<any>;
    const secondLive = async () => (await liveRemotes(secondDb, releasesOf(second))).admin.url;
    // the second process has answered (and cached) the configuration before the release
    expect(await secondLive()).toBe('/remotes/admin/remoteEntry.js');
    const { token } = await call('POST', 'admin.php', { login: 'root', password: 'correct horse battery' });
    const v2 = (await call('POST', 'releases.php', { remote: 'admin', url: builds.url('admin-v2') }, token)).remote.versions[0].id;
    expect((await call('PUT', 'releases.php', { remote: 'admin', versionId: v2 }, token)).status).toBe('success');
    // on PostgreSQL the change arrives as a notification, a moment after the commit
    await expect.poll(secondLive, { timeout: 10_000 }).toBe(builds.url('admin-v2'));
  });
});

describe('POST /releases.php?action=canary gives a version to a share of browsers first', () => {
  const canary = (body: unknown) => h.call('POST', 'releases.php?action=canary', { token: admin, body });
  const browsers = Array.from({ length: 400 }, (_, i) => `browser-${String(i).padStart(12, '0')}`);
  const liveFor = async (browser: string | null) => (await liveRemotes(h.db, releasesOf(h.app), browser)).admin.url;

  it('POST /releases.php?action=canary gives the version to about that share, the same browsers every time, audited', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    const r = await canary({ remote: 'admin', versionId: v2, percent: 25 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Canary: admin 0.2.0+aaaaaaa for 25 % of browsers, the same ones each time.');
    expect(r.body.remote.canary).toMatchObject({ id: v2, percent: 25 });
    const first = await Promise.all(browsers.map(liveFor));
    const share = first.filter((url) => url === builds.url('admin-v2')).length / browsers.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    // sticky: each browser gets the same answer again
    expect(await Promise.all(browsers.map(liveFor))).toEqual(first);
    // a browser that does not name itself gets the live version, and is told a canary runs
    const anonymous = (await liveRemotes(h.db, releasesOf(h.app))).admin;
    expect(anonymous).toEqual({ url: '/remotes/admin/remoteEntry.js', version: null, contract: null, canary: builds.url('admin-v2') });
    expect(JSON.parse((await auditOf('release.canary'))[0]!.after)).toMatchObject({ versionId: v2, percent: 25 });
  });

  it('switching to the canary gives it to everyone and ends the canary; stop ends it too', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    await canary({ remote: 'admin', versionId: v2, percent: 10 });
    await change({ remote: 'admin', versionId: v2 });
    expect(new Set(await Promise.all(browsers.slice(0, 50).map(liveFor)))).toEqual(new Set([builds.url('admin-v2')]));
    expect((await h.call('GET', 'releases.php', { token: admin })).body.remotes[2].canary).toBeNull();

    const v3 = (await register('admin', builds.url('admin-v3'))).body.remote.versions[0].id;
    await canary({ remote: 'admin', versionId: v3, percent: 50 });
    const stopped = await canary({ remote: 'admin', stop: true });
    expect(stopped.status).toBe(200);
    expect(new Set(await Promise.all(browsers.slice(0, 50).map(liveFor)))).toEqual(new Set([builds.url('admin-v2')]));
    expect(await auditOf('release.canary.stop')).toHaveLength(1);
  });

  const refusals: Array<[string, () => unknown, number, RegExp]> = [
    [
      'a share of 100 %',
      () => ({ remote: 'admin', versionId: 1, percent: 100 }),
      400,
      /^percent must be a whole number from 1 to 99: 100 % is a switch\.$/,
    ],
    ['a share of 0 %', () => ({ remote: 'admin', versionId: 1, percent: 0 }), 400, /^percent must be a whole number from 1 to 99\.$/],
    [
      'a fractional share',
      () => ({ remote: 'admin', versionId: 1, percent: 12.5 }),
      400,
      /^percent must be a whole number from 1 to 99\.$/,
    ],
    ['no share', () => ({ remote: 'admin', versionId: 1 }), 400, /^Send \{remote, versionId, percent\} to start a canary/],
    [
      'an unknown version',
      () => ({ remote: 'admin', versionId: 999, percent: 10 }),
      404,
      /^The admin remote has no registered version 999\.$/,
    ],
    ['stopping when none runs', () => ({ remote: 'admin', stop: true }), 409, /^No canary of the admin remote is running\.$/],
  ];
  for (const [what, body, status, message] of refusals) {
    it(`POST /releases.php?action=canary refuses ${what} with ${status} and changes nothing`, async () => {
      await register('admin', builds.url('admin-v2'));
      const before = await state();
      const r = await canary(body());
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
      expect(await state()).toEqual(before);
    });
  }

  it('POST /releases.php?action=canary refuses a version whose entry stopped answering, and changes nothing', async () => {
    const v2 = (await register('admin', builds.url('admin-v2'))).body.remote.versions[0].id;
    builds.takeDown('admin-v2');
    const before = await state();
    const r = await canary({ remote: 'admin', versionId: v2, percent: 10 });
    expect(r.status).toBe(422);
    expect(await state()).toEqual(before);
  });
});

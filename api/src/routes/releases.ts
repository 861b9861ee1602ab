import { releaseCanarySchema, releaseRegisterSchema, releaseSwitchSchema } from '@openpresale/shared/schemas';
import { HOST_CONTRACT_VERSION } from '@openpresale/shared/release';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { badRequest } from '../errors';
import { admin, body, branch, factory } from '../middleware';
import { startCanary, stopCanary } from '../services/release-canary';
import { allReleases, registerVersion, remoteReleases, switchVersion } from '../services/releases';
import { iso } from '../time';
import { notice } from '../notices';
import { methodNotAllowed } from './helpers';

const register = factory.createHandlers(admin('releases.manage'), body(releaseRegisterSchema), async (c) => {
  const { db, clock, releases } = depsOf(c);
  const { remote, url } = c.var.body;
  const { info, again } = await registerVersion(db, releases, c.var.session.admin, remote, url, iso(clock()));
  return c.json({
    status: 'success' as const,
    ...notice('notice.releaseRegistered', { again: again ? 'yes' : 'no', remote, version: info.version, contract: info.contract }),
    remote: await remoteReleases(db, releases, remote),
  });
});

const canary = factory.createHandlers(admin('releases.manage'), body(releaseCanarySchema), async (c) => {
  const { db, clock, releases } = depsOf(c);
  const target = c.var.body;
  const now = iso(clock());
  let said: ReturnType<typeof notice>;
  if ('stop' in target) {
    await stopCanary(db, c.var.session.admin, target.remote, now);
    said = notice('notice.canaryStopped', { remote: target.remote });
  } else {
    const given = await startCanary(db, releases, c.var.session.admin, target.remote, target.versionId, target.percent, now);
    said = notice('notice.canaryStarted', { remote: target.remote, version: given.version ?? given.url, percent: target.percent });
  }
  return c.json({ status: 'success' as const, ...said, remote: await remoteReleases(db, releases, target.remote) });
});

// The owner's Releases screen and the pipelines that release a section: see what is live,
// register a version by its address, switch to it, roll back, give it to a share of browsers first.
export const releasesRoutes = new Hono<AppEnv>()
  .get('/', admin('releases.manage'), async (c) => {
    const { db, releases } = depsOf(c);
    return c.json({
      status: 'success' as const,
      site: { contract: HOST_CONTRACT_VERSION, api: releases.apiVersion, shell: await releases.shellVersion() },
      remotes: await allReleases(db, releases),
    });
  })
  .post(
    '/',
    branch((c) => {
      const action = c.req.query('action');
      if (action === undefined) return register;
      if (action === 'canary') return canary;
      throw badRequest('request.actionCanary', { field: 'action' });
    }),
  )
  .put('/', admin('releases.manage'), body(releaseSwitchSchema), async (c) => {
    const { db, clock, releases } = depsOf(c);
    const target = c.var.body;
    const live = await switchVersion(db, releases, c.var.session.admin, target.remote, target, iso(clock()));
    return c.json({
      status: 'success' as const,
      ...notice('notice.releaseSwitched', {
        rollback: 'rollback' in target ? 'yes' : 'no',
        remote: target.remote,
        version: live.version ?? live.url,
      }),
      remote: await remoteReleases(db, releases, target.remote),
    });
  })
  .all('/', methodNotAllowed);

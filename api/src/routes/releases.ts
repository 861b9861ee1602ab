import { releaseCanarySchema, releaseRegisterSchema, releaseSwitchSchema } from '@openpresale/shared/schemas';
import { HOST_CONTRACT_VERSION } from '@openpresale/shared/release';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { badRequest } from '../errors';
import { admin, body, branch, factory } from '../middleware';
import { startCanary, stopCanary } from '../services/release-canary';
import { allReleases, registerVersion, remoteReleases, switchVersion } from '../services/releases';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const register = factory.createHandlers(admin('releases.manage'), body(releaseRegisterSchema), async (c) => {
  const { db, clock, releases } = depsOf(c);
  const { remote, url } = c.var.body;
  const { info, again } = await registerVersion(db, releases, c.var.session.admin, remote, url, iso(clock()));
  return c.json({
    status: 'success' as const,
    message: `${again ? 'Checked again' : 'Registered'}: ${remote} ${info.version} (host contract ${info.contract}). It goes live when you switch to it.`,
    remote: await remoteReleases(db, releases, remote),
  });
});

const canary = factory.createHandlers(admin('releases.manage'), body(releaseCanarySchema), async (c) => {
  const { db, clock, releases } = depsOf(c);
  const target = c.var.body;
  const now = iso(clock());
  let message: string;
  if ('stop' in target) {
    await stopCanary(db, c.var.session.admin, target.remote, now);
    message = `Canary stopped: every browser gets the live ${target.remote} version at its next navigation.`;
  } else {
    const given = await startCanary(db, releases, c.var.session.admin, target.remote, target.versionId, target.percent, now);
    message = `Canary: ${target.remote} ${given.version ?? given.url} for ${target.percent} % of browsers, the same ones each time.`;
  }
  return c.json({ status: 'success' as const, message, remote: await remoteReleases(db, releases, target.remote) });
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
    const verb = 'rollback' in target ? 'Rolled back' : 'Released';
    return c.json({
      status: 'success' as const,
      message: `${verb}: ${target.remote} ${live.version ?? live.url} is live. Open pages load it at their next navigation into that section.`,
      remote: await remoteReleases(db, releases, target.remote),
    });
  })
  .all('/', methodNotAllowed);

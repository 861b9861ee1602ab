import { releaseRegisterSchema, releaseSwitchSchema } from '@openpresale/shared/schemas';
import { HOST_CONTRACT_VERSION } from '@openpresale/shared/release';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { admin, body } from '../middleware';
import { allReleases, registerVersion, remoteReleases, switchVersion } from '../services/releases';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

// The owner's Releases screen and the pipelines that release a section: see what is live,
// register a version by its address, switch to it, roll back.
export const releasesRoutes = new Hono<AppEnv>()
  .get('/', admin('releases.manage'), async (c) => {
    const { db, releases } = depsOf(c);
    return c.json({
      status: 'success' as const,
      site: { contract: HOST_CONTRACT_VERSION, api: releases.apiVersion, shell: await releases.shellVersion() },
      remotes: await allReleases(db, releases),
    });
  })
  .post('/', admin('releases.manage'), body(releaseRegisterSchema), async (c) => {
    const { db, clock, releases } = depsOf(c);
    const { remote, url } = c.var.body;
    const { info, again } = await registerVersion(db, releases, c.var.session.admin, remote, url, iso(clock()));
    return c.json({
      status: 'success' as const,
      message: `${again ? 'Checked again' : 'Registered'}: ${remote} ${info.version} (host contract ${info.contract}). It goes live when you switch to it.`,
      remote: await remoteReleases(db, releases, remote),
    });
  })
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

// A canary: a registered version given to a share of browsers (sticky per browser) before it
// goes to everyone. Starting one checks the version like a switch does; a switch (to the canary
// version: 'give to everyone', or any other) ends it, and so does stop. Each change is audited.
import type { RemoteName } from '@openpresale/shared/federation';
import { eq } from 'drizzle-orm';
import { lockRow, type Db } from '../db/client';
import { remoteLive } from '../db/tables';
import { conflict, notFound } from '../errors';
import { inspectRelease } from '../releases/inspect';
import type { ReleaseContext } from '../releases/release-context';
import { audit, type Actor } from './audit';
import { configWrite } from './config-cache';
import { actorName, environmentRow, liveRow, versionRow } from './releases';

export async function startCanary(
  db: Db,
  context: ReleaseContext,
  actor: Actor,
  remote: RemoteName,
  versionId: number,
  percent: number,
  now: string,
) {
  const chosen = await versionRow(db, remote, versionId);
  if (!chosen) throw notFound('release.versionNotFound', { remote, versionId });
  const info = await inspectRelease(context.fetchEntry, remote, chosen.url);
  return configWrite(db, async (tx) => {
    await lockRow(tx, remoteLive, remoteLive.remote, remote);
    let live = await liveRow(tx, remote);
    if (!live) {
      // the environment's address becomes the stored live version the canary runs beside
      const environment = await environmentRow(tx, context, remote, now);
      await tx.insert(remoteLive).values({ remote, versionId: environment.id, releasedAt: now, releasedBy: 'environment' });
      live = (await liveRow(tx, remote))!;
    }
    if (live.versionId === chosen.id) throw conflict('release.alreadyLiveEverywhere', { version: chosen.version ?? chosen.url });
    await tx.update(remoteLive).set({ canaryVersionId: chosen.id, canaryPercent: percent }).where(eq(remoteLive.remote, remote));
    await audit(
      tx,
      actor,
      'release.canary',
      `remote:${remote}`,
      live.canaryVersionId ? { versionId: live.canaryVersionId, percent: live.canaryPercent } : undefined,
      { versionId: chosen.id, url: chosen.url, version: info.version, percent, by: actorName(actor) },
      now,
    );
    return { ...chosen, version: info.version, contract: info.contract };
  });
}

export async function stopCanary(db: Db, actor: Actor, remote: RemoteName, now: string) {
  return configWrite(db, async (tx) => {
    await lockRow(tx, remoteLive, remoteLive.remote, remote);
    const live = await liveRow(tx, remote);
    if (!live?.canaryVersionId) throw conflict('release.noCanary', { remote });
    await tx.update(remoteLive).set({ canaryVersionId: null, canaryPercent: 0 }).where(eq(remoteLive.remote, remote));
    await audit(
      tx,
      actor,
      'release.canary.stop',
      `remote:${remote}`,
      { versionId: live.canaryVersionId, percent: live.canaryPercent },
      undefined,
      now,
    );
  });
}

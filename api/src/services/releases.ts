// Which version of each remote is live, and the writes that change it: register a version
// (checked first: its entry answers, its build is of that remote and its contract fits), switch
// to a registered version, roll back to the previous one. The live choice is in the database and
// cached with the rest of the configuration, so every API process serves a release at once.
import { remoteNames, type RemoteName, type RemotesConfig } from '@openpresale/shared/federation';
import { contractFits, HOST_CONTRACT_VERSION, type BuildInfo } from '@openpresale/shared/release';
import type { ReleaseVersion, RemoteReleases } from '@openpresale/shared/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { first, lockRow, type Db } from '../db/client';
import { remoteLive, remoteVersions } from '../db/tables';
import { conflict, notFound } from '../errors';
import { getsCanary } from '../releases/canary';
import { inspectRelease } from '../releases/inspect';
import type { ReleaseContext } from '../releases/release-context';
import { audit, type Actor } from './audit';
import { cached, configWrite } from './config-cache';

type VersionRow = typeof remoteVersions.$inferSelect;
type LiveRow = typeof remoteLive.$inferSelect;

/** Who registered the environment's address, in the rows and the audit log. */
export const ENVIRONMENT = 'environment';

export const actorName = (actor: Actor) => ('system' in actor ? `system:${actor.system}` : actor.login);

function fitsSite(contract: string | null): boolean | null {
  return contract === null ? null : contractFits(HOST_CONTRACT_VERSION, contract).fits;
}

function versionOut(row: VersionRow): ReleaseVersion {
  return {
    id: row.id,
    url: row.url,
    version: row.version,
    contract: row.contract,
    fits: fitsSite(row.contract),
    registeredAt: row.registeredAt,
    registeredBy: row.registeredBy,
  };
}

async function environmentVersion(context: ReleaseContext, remote: RemoteName): Promise<ReleaseVersion> {
  const info = await context.environmentInfo(remote);
  return {
    id: null,
    url: context.environment[remote],
    version: info?.version ?? null,
    contract: info?.contract ?? null,
    fits: fitsSite(info?.contract ?? null),
    registeredAt: null,
    registeredBy: ENVIRONMENT,
  };
}

interface Stored {
  versions: VersionRow[];
  live: LiveRow[];
}

/** Every registered version and live row (cached; a few rows per remote). */
function stored(db: Db): Promise<Stored> {
  return cached(db, 'remoteReleases', async () => ({
    versions: await db.select().from(remoteVersions).orderBy(asc(remoteVersions.id)),
    live: await db.select().from(remoteLive),
  }));
}

/**
 * What /remotes.json answers: the live version of each remote, the environment's until a release.
 * While a canary runs, the browsers in its share get the canary instead; the entry then names the
 * canary's address, so a browser that did not name itself asks again with its id, and the page's
 * security policy allows both origins.
 */
export async function liveRemotes(db: Db, context: ReleaseContext, browser: string | null = null): Promise<RemotesConfig> {
  const { versions, live } = await stored(db);
  const entries = await Promise.all(
    remoteNames.map(async (remote) => {
      const row = live.find((l) => l.remote === remote);
      const canaryRow = row?.canaryVersionId ? versions.find((v) => v.id === row.canaryVersionId) : undefined;
      const canary = canaryRow && row!.canaryPercent > 0 ? { canary: canaryRow.url } : {};
      const version =
        canaryRow && getsCanary(remote, browser, row!.canaryPercent) ? canaryRow : row && versions.find((v) => v.id === row.versionId);
      if (version) return [remote, { url: version.url, version: version.version, contract: version.contract, ...canary }] as const;
      const environment = await environmentVersion(context, remote);
      return [remote, { url: environment.url, version: environment.version, contract: environment.contract }] as const;
    }),
  );
  return Object.fromEntries(entries) as RemotesConfig;
}

/** The Releases screen's view of one remote. */
export async function remoteReleases(db: Db, context: ReleaseContext, remote: RemoteName): Promise<RemoteReleases> {
  const { versions, live } = await stored(db);
  const own = versions.filter((v) => v.remote === remote);
  const row = live.find((l) => l.remote === remote);
  const current = row && own.find((v) => v.id === row.versionId);
  const previous = row?.previousVersionId ? own.find((v) => v.id === row.previousVersionId) : undefined;
  const canary = row?.canaryVersionId && row.canaryPercent > 0 ? own.find((v) => v.id === row.canaryVersionId) : undefined;
  const liveVersion = current ? versionOut(current) : await environmentVersion(context, remote);
  return {
    remote,
    live: { ...liveVersion, releasedAt: row?.releasedAt ?? null, releasedBy: row?.releasedBy ?? ENVIRONMENT },
    previous: previous ? versionOut(previous) : null,
    canary: canary ? { ...versionOut(canary), percent: row!.canaryPercent } : null,
    // newest first: the version just registered is the one about to be switched to
    versions: own.map(versionOut).reverse(),
  };
}

export async function allReleases(db: Db, context: ReleaseContext): Promise<RemoteReleases[]> {
  return Promise.all(remoteNames.map((remote) => remoteReleases(db, context, remote)));
}

/**
 * Registers the build at `url` as a version of `remote` once it passed the checks (it does not go
 * live). The same address registered again (a build deployed over the old one) is checked again
 * and its row updated.
 */
export async function registerVersion(
  db: Db,
  context: ReleaseContext,
  actor: Actor,
  remote: RemoteName,
  url: string,
  now: string,
): Promise<{ info: BuildInfo; versionId: number; again: boolean }> {
  const info = await inspectRelease(context.fetchEntry, remote, url);
  return configWrite(db, async (tx) => {
    const existing = await first(
      tx
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.url, url))),
    );
    const values = { version: info.version, contract: info.contract, registeredAt: now, registeredBy: actorName(actor) };
    let versionId: number;
    if (existing) {
      await tx.update(remoteVersions).set(values).where(eq(remoteVersions.id, existing.id));
      versionId = existing.id;
    } else {
      const [row] = await tx
        .insert(remoteVersions)
        .values({ remote, url, ...values })
        .returning({ id: remoteVersions.id });
      versionId = row!.id;
    }
    await audit(
      tx,
      actor,
      'release.register',
      `remote:${remote}`,
      existing ? { url, version: existing.version, contract: existing.contract } : undefined,
      { versionId, url, version: info.version, contract: info.contract },
      now,
    );
    return { info, versionId, again: existing !== undefined };
  });
}

/** The row of the environment's address, stored the first time a release replaces it (so it can be returned to). */
export async function environmentRow(tx: Db, context: ReleaseContext, remote: RemoteName, now: string): Promise<VersionRow> {
  const url = context.environment[remote];
  const info = await context.environmentInfo(remote);
  await tx
    .insert(remoteVersions)
    .values({ remote, url, version: info?.version ?? null, contract: info?.contract ?? null, registeredAt: now, registeredBy: ENVIRONMENT })
    .onConflictDoNothing();
  return (await first(
    tx
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.url, url))),
  ))!;
}

export async function liveRow(db: Db, remote: RemoteName): Promise<LiveRow | undefined> {
  return first(db.select().from(remoteLive).where(eq(remoteLive.remote, remote)));
}

export async function versionRow(db: Db, remote: RemoteName, id: number): Promise<VersionRow | undefined> {
  return first(
    db
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.id, id), eq(remoteVersions.remote, remote))),
  );
}

export type SwitchTarget = { versionId: number } | { rollback: true };

/**
 * Makes a registered version live, or the previous one (rollback). Its entry is checked again
 * first: a version registered last week may have been taken down since, or the shell moved on to
 * a contract it does not fit. The version that was live becomes the one a rollback returns to.
 */
export async function switchVersion(
  db: Db,
  context: ReleaseContext,
  actor: Actor,
  remote: RemoteName,
  target: SwitchTarget,
  now: string,
): Promise<VersionRow> {
  const seen = await liveRow(db, remote);
  let targetId: number;
  if ('rollback' in target) {
    if (!seen?.previousVersionId) throw conflict('release.noPrevious', { remote });
    targetId = seen.previousVersionId;
  } else {
    targetId = target.versionId;
  }
  const chosen = await versionRow(db, remote, targetId);
  if (!chosen) throw notFound('release.versionNotFound', { remote, versionId: targetId });
  if (seen?.versionId === chosen.id) throw conflict('release.alreadyLive', { version: chosen.version ?? chosen.url, remote });
  const info = await inspectRelease(context.fetchEntry, remote, chosen.url);

  return configWrite(db, async (tx) => {
    await lockRow(tx, remoteLive, remoteLive.remote, remote);
    const live = await liveRow(tx, remote);
    // Someone else released meanwhile (the entry check takes a moment): do not undo their change.
    if ((live?.versionId ?? null) !== (seen?.versionId ?? null)) {
      throw conflict('release.releasedMeanwhile', { remote });
    }
    const from = live ? (await versionRow(tx, remote, live.versionId))! : await environmentRow(tx, context, remote, now);
    if (from.id === chosen.id) throw conflict('release.alreadyLive', { version: chosen.version ?? chosen.url, remote });
    // a switch ends any canary: the version chosen is everyone's now
    const row = {
      versionId: chosen.id,
      previousVersionId: from.id,
      releasedAt: now,
      releasedBy: actorName(actor),
      canaryVersionId: null,
      canaryPercent: 0,
    };
    await tx
      .insert(remoteLive)
      .values({ remote, ...row })
      .onConflictDoUpdate({ target: remoteLive.remote, set: row });
    // what the check just read, in case the build at that address was replaced since it was registered
    await tx.update(remoteVersions).set({ version: info.version, contract: info.contract }).where(eq(remoteVersions.id, chosen.id));
    await audit(
      tx,
      actor,
      'rollback' in target ? 'release.rollback' : 'release.switch',
      `remote:${remote}`,
      { versionId: from.id, url: from.url, version: from.version },
      { versionId: chosen.id, url: chosen.url, version: info.version, contract: info.contract },
      now,
    );
    return { ...chosen, version: info.version, contract: info.contract };
  });
}

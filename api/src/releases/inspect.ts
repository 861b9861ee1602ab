import type { RemoteName } from '@openpresale/shared/federation';
import { BUILD_INFO_FILE, contractFits, HOST_CONTRACT_VERSION, type BuildInfo } from '@openpresale/shared/release';
import { buildInfoSchema } from '@openpresale/shared/release/schema';
import { ApiError, type ErrorCode, type ErrorParams } from '../errors';

// Before a version goes live the server looks at it the way a browser would: its entry file must
// answer, and the build file next to it must say it is a build of that remote made for a host
// contract this site's shell fits. Each refusal says what was found, in words an owner can act on.

/** GETs a URL, or a path on this site; throws when nothing answers. */
export type EntryFetcher = (url: string) => Promise<Response>;

const refuse = (code: ErrorCode, params: ErrorParams) => new ApiError(422, code, params);

/** The address of the build file in the entry's folder, for a URL or a path on this site. */
export function buildInfoUrl(entryUrl: string): string {
  if (entryUrl.startsWith('/')) return new URL(BUILD_INFO_FILE, `http://site${entryUrl}`).pathname;
  return new URL(BUILD_INFO_FILE, entryUrl).href;
}

async function answer(fetchEntry: EntryFetcher, url: string): Promise<Response | string> {
  try {
    return await fetchEntry(url);
  } catch (error) {
    // the words for each cause are in the errors catalog (release.nothingAnswers)
    return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'connection';
  }
}

/** What the build at `url` says about itself, or null when it says nothing readable (no throw). */
export async function readBuildInfo(fetchEntry: EntryFetcher, url: string): Promise<BuildInfo | null> {
  const response = await answer(fetchEntry, buildInfoUrl(url));
  if (typeof response === 'string' || !response.ok) return null;
  try {
    const parsed = buildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The build at `url` if it may go live as `remote`; a 422 saying why not otherwise. */
export async function inspectRelease(fetchEntry: EntryFetcher, remote: RemoteName, url: string): Promise<BuildInfo> {
  const entry = await answer(fetchEntry, url);
  if (typeof entry === 'string') throw refuse('release.nothingAnswers', { url, cause: entry });
  if (!entry.ok) throw refuse('release.entryStatus', { url, status: entry.status });
  const body = await entry.text().catch(() => '');
  if (!body.trim()) throw refuse('release.entryEmpty', { url });
  const info = await readBuildInfo(fetchEntry, url);
  if (!info) {
    throw refuse('release.noBuildInfo', { url, buildInfoUrl: buildInfoUrl(url) });
  }
  if (info.name !== remote) {
    throw refuse('release.wrongRemote', { found: info.name, remote });
  }
  const check = contractFits(HOST_CONTRACT_VERSION, info.contract);
  if (!check.fits) {
    throw refuse('release.contractMismatch', {
      remote,
      version: info.version,
      contract: info.contract,
      siteContract: HOST_CONTRACT_VERSION,
      siteMajor: check.siteMajor,
    });
  }
  return info;
}

import type { RemoteName } from '@openpresale/shared/federation';
import { BUILD_INFO_FILE, contractFits, HOST_CONTRACT_VERSION, type BuildInfo } from '@openpresale/shared/release';
import { buildInfoSchema } from '@openpresale/shared/release/schema';
import { ApiError } from '../errors';

// Before a version goes live the server looks at it the way a browser would: its entry file must
// answer, and the build file next to it must say it is a build of that remote made for a host
// contract this site's shell fits. Each refusal says what was found, in words an owner can act on.

/** GETs a URL, or a path on this site; throws when nothing answers. */
export type EntryFetcher = (url: string) => Promise<Response>;

const refuse = (message: string) => new ApiError(422, message);

const sectionNames: Record<RemoteName, string> = { marketing: 'marketing', buyer: 'buyer', admin: 'administration' };

/** The address of the build file in the entry's folder, for a URL or a path on this site. */
export function buildInfoUrl(entryUrl: string): string {
  if (entryUrl.startsWith('/')) return new URL(BUILD_INFO_FILE, `http://site${entryUrl}`).pathname;
  return new URL(BUILD_INFO_FILE, entryUrl).href;
}

async function answer(fetchEntry: EntryFetcher, url: string): Promise<Response | string> {
  try {
    return await fetchEntry(url);
  } catch (error) {
    const cause = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 5 seconds' : 'the connection failed';
    return cause;
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
  if (typeof entry === 'string') throw refuse(`Nothing answers at ${url} (${entry}). Deploy the build there first, then register it.`);
  if (!entry.ok)
    throw refuse(`${url} answered ${entry.status} instead of the remote's entry file. Deploy the build there first, then register it.`);
  const body = await entry.text().catch(() => '');
  if (!body.trim()) throw refuse(`${url} answered with an empty file, not the remote's entry file.`);
  const info = await readBuildInfo(fetchEntry, url);
  if (!info) {
    throw refuse(
      `The entry at ${url} answers, but ${buildInfoUrl(url)} next to it does not say which version it is. ` +
        'Deploy the whole dist folder of the build (it writes that file).',
    );
  }
  if (info.name !== remote) {
    throw refuse(`That is a build of the ${info.name} remote, not of the ${remote} remote.`);
  }
  const check = contractFits(HOST_CONTRACT_VERSION, info.contract);
  if (!check.fits) {
    throw refuse(
      `This build of the ${sectionNames[remote]} section (version ${info.version}) was made for host contract ${info.contract}; ` +
        `this site offers host contract ${HOST_CONTRACT_VERSION}, so only builds made for contract ${check.siteMajor}.x fit. ` +
        'Build the section against this site’s version of @openpresale/shared.',
    );
  }
  return info;
}

import type { RemoteName, RemotesConfig } from '@openpresale/shared/federation';
import type { BuildInfo } from '@openpresale/shared/release';
import { BUILD_INFO_FILE } from '@openpresale/shared/release';
import { buildInfoSchema } from '@openpresale/shared/release/schema';
import { readBuildInfo, type EntryFetcher } from './inspect';

// What the release code needs from the process it runs in: the addresses the environment
// variables give (the first configuration), the API's own version, and a way to GET an address,
// a path on this site included (answered by this same app, without a network round trip).

export interface ReleaseContext {
  /** REMOTE_*_URL: what is live until a version is released from the screen or the command */
  environment: Record<RemoteName, string>;
  apiVersion: string;
  fetchEntry: EntryFetcher;
  /** What the build at the environment's address says about itself (asked once per process). */
  environmentInfo(remote: RemoteName): Promise<BuildInfo | null>;
  /** The version of the shell this process serves (its build file), or null without a build. */
  shellVersion(): Promise<string | null>;
}

export const bundledRemoteUrls: Record<RemoteName, string> = {
  marketing: '/remotes/marketing/remoteEntry.js',
  buyer: '/remotes/buyer/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

const ENTRY_TIMEOUT_MS = 5000;
const UNKNOWN_RETRY_MS = 60_000;

export function createReleaseContext(options: {
  environment?: Partial<Record<RemoteName, string>>;
  apiVersion: string;
  /** answers a path on this site */
  siteRequest: (path: string) => Promise<Response>;
  fetchImpl?: typeof fetch;
}): ReleaseContext {
  const fetchImpl = options.fetchImpl ?? fetch;
  const fetchEntry: EntryFetcher = (url) =>
    url.startsWith('/')
      ? options.siteRequest(url)
      : fetchImpl(url, { signal: AbortSignal.timeout(ENTRY_TIMEOUT_MS), redirect: 'follow', headers: { Accept: '*/*' } });
  const environment = { ...bundledRemoteUrls, ...options.environment };
  const known = new Map<RemoteName, Promise<BuildInfo | null>>();
  let shell: Promise<string | null> | null = null;
  return {
    shellVersion() {
      shell ??= options
        .siteRequest(`/${BUILD_INFO_FILE}`)
        .then(async (response) => (response.ok ? buildInfoSchema.parse(await response.json()).version : null))
        .catch(() => null);
      return shell;
    },
    environment,
    apiVersion: options.apiVersion,
    fetchEntry,
    environmentInfo(remote) {
      let info = known.get(remote);
      if (!info) {
        info = readBuildInfo(fetchEntry, environment[remote]);
        known.set(remote, info);
        // An address that did not answer is asked again a minute later, not on every request.
        void info.then((found) => {
          if (!found) setTimeout(() => known.delete(remote), UNKNOWN_RETRY_MS).unref();
        });
      }
      return info;
    },
  };
}

/** The configuration /remotes.json answers before any release: the environment's addresses. */
export async function environmentRemotes(context: ReleaseContext): Promise<RemotesConfig> {
  const entries = await Promise.all(
    (Object.keys(context.environment) as RemoteName[]).map(async (remote) => {
      const info = await context.environmentInfo(remote);
      return [remote, { url: context.environment[remote], version: info?.version ?? null, contract: info?.contract ?? null }] as const;
    }),
  );
  return Object.fromEntries(entries) as RemotesConfig;
}

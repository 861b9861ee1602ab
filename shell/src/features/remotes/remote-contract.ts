import type { RemoteEntry, RemoteName } from '@openpresale/shared';
import { BUILD_INFO_FILE, contractFits, HOST_CONTRACT_VERSION } from '@openpresale/shared/release';

// The shell mounts a remote only when the remote was built against a host contract of the same
// major version as the shell's own: anything else would load and then fail in whatever way the
// difference causes. The configuration names the contract; when it does not (a build the server
// could not read), the build's own file next to its entry is asked.

/** A remote built for another major version of the host contract: the boundary says so in words. */
export class ContractMismatchError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string | null,
    readonly contract: string,
    readonly siteContract: string,
  ) {
    super(`The ${remote} remote ${version ?? ''} was built for host contract ${contract}; this shell offers ${siteContract}`);
    this.name = 'ContractMismatchError';
  }
}

async function askTheBuild(entry: RemoteEntry): Promise<{ version: string | null; contract: string | null }> {
  try {
    const response = await fetch(new URL(BUILD_INFO_FILE, new URL(entry.url, location.href)), { cache: 'no-cache' });
    if (!response.ok) return entry;
    // read by hand: the shell loads no schema library before its first page needs one
    const info = (await response.json()) as { version?: unknown; contract?: unknown } | null;
    if (typeof info?.contract !== 'string') return entry;
    return { version: typeof info.version === 'string' ? info.version : entry.version, contract: info.contract };
  } catch {
    return entry;
  }
}

/** Resolves when the remote fits this shell (or nothing says which contract it was built for). */
export async function checkContract(name: RemoteName, entry: RemoteEntry): Promise<void> {
  const { version, contract } = entry.contract === null ? await askTheBuild(entry) : entry;
  // A build that says nothing about its contract predates the check: it is mounted as before.
  if (contract === null) return;
  if (!contractFits(HOST_CONTRACT_VERSION, contract).fits) throw new ContractMismatchError(name, version, contract, HOST_CONTRACT_VERSION);
}

// The version of the host contract (host/contract.ts, the federation singletons and their shared
// exports in federation.ts): what a remote may expect from the shell. Declared once here; every
// build writes it into its openpresale-build.json, the server checks a release against it, and
// the shell checks each remote against it before mounting.
//
// Semantic versioning: a minor version only adds optional members (a remote must cope with their
// absence), so any 1.x remote runs in any 1.x shell. Anything a remote of the same major could
// trip over (a member removed or changed, a shared export dropped) is a new major.
export const HOST_CONTRACT_VERSION = '1.1.0';

export interface ContractVersion {
  major: number;
  minor: number;
  patch: number;
}

const semver = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(?:[-+][0-9A-Za-z.+-]{1,64})?$/;

/** The numbers of a semver text such as '1.2.0' (a pre-release or build suffix is allowed), or null. */
export function parseContractVersion(text: string): ContractVersion | null {
  const match = semver.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type ContractCheck =
  { fits: true } | { fits: false; reason: 'not-semver' | 'other-major'; siteMajor: number; remoteMajor: number | null };

/** Whether a remote built against `remoteContract` can be mounted by a shell that offers `siteContract`. */
export function contractFits(siteContract: string, remoteContract: string): ContractCheck {
  const site = parseContractVersion(siteContract);
  if (!site) throw new Error(`The site's own host contract version '${siteContract}' is not semver`);
  const remote = parseContractVersion(remoteContract);
  if (!remote) return { fits: false, reason: 'not-semver', siteMajor: site.major, remoteMajor: null };
  if (remote.major !== site.major) return { fits: false, reason: 'other-major', siteMajor: site.major, remoteMajor: remote.major };
  return { fits: true };
}

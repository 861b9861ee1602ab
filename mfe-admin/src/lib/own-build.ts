import type { BuildInfo } from '@openpresale/shared/release';

/** This admin build's own version and contract, compiled in by the build; null in tests. */
export const ownBuild: BuildInfo | null = typeof __OPENPRESALE_BUILD__ === 'undefined' ? null : __OPENPRESALE_BUILD__;

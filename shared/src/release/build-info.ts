// What every build of the shell or a remote knows about itself: written next to its entry as
// openpresale-build.json (read by the server when a version is registered, and by the shell when
// the configuration does not say) and compiled into its code as __OPENPRESALE_BUILD__. No zod
// here: the shell reads this at start-up, before any schema is loaded (build-info-schema.ts).

export const BUILD_INFO_FILE = 'openpresale-build.json';

export interface BuildInfo {
  name: 'shell' | 'marketing' | 'buyer' | 'admin';
  /** the package version and the commit it was built from, e.g. '0.1.0+3f2c1ab', or the version CI gave */
  version: string;
  /** the host contract version the build was made against */
  contract: string;
  builtAt?: string;
}

declare global {
  /** Defined by the build (scripts/vite-config.ts); undefined in tests and type checks only. */
  const __OPENPRESALE_BUILD__: BuildInfo | undefined;
}

import { z } from 'zod';
import { remoteNames } from '../federation';

// What every build of the shell or a remote knows about itself: written next to its entry as
// openpresale-build.json (read by the server when a version is registered, and by the shell when
// the configuration does not say) and compiled into its code as __OPENPRESALE_BUILD__.

export const BUILD_INFO_FILE = 'openpresale-build.json';

export const buildInfoSchema = z.object({
  name: z.enum(['shell', ...remoteNames]),
  /** the package version and the commit it was built from, e.g. '0.1.0+3f2c1ab', or the version CI gave */
  version: z.string().min(1).max(100),
  /** the host contract version the build was made against */
  contract: z.string().min(1).max(100),
  builtAt: z.string().max(40).optional(),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;

declare global {
  /** Defined by the build (scripts/vite-config.ts); undefined in tests and type checks only. */
  const __OPENPRESALE_BUILD__: BuildInfo | undefined;
}

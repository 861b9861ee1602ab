import { z } from 'zod';
import { remoteNames } from '../federation';
import type { BuildInfo } from './build-info';

/** The build file as the server reads it from a release's folder: anything else is no build file. */
export const buildInfoSchema: z.ZodType<BuildInfo> = z.object({
  name: z.enum(['shell', ...remoteNames]),
  version: z.string().min(1).max(100),
  contract: z.string().min(1).max(100),
  builtAt: z.string().max(40).optional(),
});

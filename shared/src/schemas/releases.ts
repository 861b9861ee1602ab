import { z } from 'zod';
import { remoteNames, type RemoteName } from '../federation';

// The Releases screen and the release command: which version of each remote is live, which were
// registered, and the writes that register a version, switch to one and roll back.

const remoteName = z.enum(remoteNames, { error: `remote must be one of ${remoteNames.join(', ')}.` });

const MAX_URL_LENGTH = 2000;

/**
 * The address of a remote's entry file: a path on this site ('/remotes/admin/remoteEntry.js') or
 * an http(s) URL (a CDN), ending in remoteEntry.js, where the build put it.
 */
export const remoteEntryUrlSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'url is required.' : "url must be text: the address of the build's remoteEntry.js."),
  })
  .trim()
  .min(1, 'url is required.')
  .max(MAX_URL_LENGTH, `url must be at most ${MAX_URL_LENGTH} characters.`)
  .refine(
    (text) => {
      if (text.startsWith('/') && !text.startsWith('//')) return !/[\s\\]/.test(text);
      try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    {
      message:
        "url must be an http(s):// address or a path on this site starting with '/', such as https://cdn.example.com/admin/1.4.0/remoteEntry.js.",
    },
  )
  .refine((text) => /\/remoteEntry\.js$/.test(text.split(/[?#]/)[0]!), {
    message: 'url must end with /remoteEntry.js: the entry file a remote build writes.',
  });

export const releaseRegisterSchema = z.strictObject({ remote: remoteName, url: remoteEntryUrlSchema });

const versionIdSchema = z
  .number({ error: 'versionId must be the number of a registered version.' })
  .int('versionId must be the number of a registered version.')
  .positive('versionId must be the number of a registered version.')
  .max(2_147_483_647, 'versionId must be the number of a registered version.');

const canaryPercent = z
  .number({ error: 'percent must be a whole number from 1 to 99.' })
  .int('percent must be a whole number from 1 to 99.')
  .min(1, 'percent must be a whole number from 1 to 99.')
  .max(99, 'percent must be a whole number from 1 to 99: 100 % is a switch.');

/** `{remote, versionId}` switches to a registered version; `{remote, rollback: true}` returns to the previous one. */
export const releaseSwitchSchema = z
  .strictObject({
    remote: remoteName,
    versionId: versionIdSchema.optional(),
    rollback: z.literal(true, { error: 'rollback must be true.' }).optional(),
  })
  .refine((body) => (body.versionId === undefined) !== (body.rollback === undefined), {
    message: 'Send {remote, versionId} to switch to a registered version, or {remote, rollback: true} to go back to the previous one.',
  })
  .transform((body): { remote: RemoteName; versionId: number } | { remote: RemoteName; rollback: true } =>
    body.rollback ? { remote: body.remote, rollback: true } : { remote: body.remote, versionId: body.versionId! },
  );

/** `{remote, versionId, percent}` gives a registered version to that share of browsers first; `{remote, stop: true}` ends it. */
export const releaseCanarySchema = z
  .strictObject({
    remote: remoteName,
    versionId: versionIdSchema.optional(),
    percent: canaryPercent.optional(),
    stop: z.literal(true, { error: 'stop must be true.' }).optional(),
  })
  .refine(
    (body) =>
      body.stop ? body.versionId === undefined && body.percent === undefined : body.versionId !== undefined && body.percent !== undefined,
    {
      message: 'Send {remote, versionId, percent} to start a canary, or {remote, stop: true} to end it.',
    },
  )
  .transform((body): { remote: RemoteName; versionId: number; percent: number } | { remote: RemoteName; stop: true } =>
    body.stop ? { remote: body.remote, stop: true } : { remote: body.remote, versionId: body.versionId!, percent: body.percent! },
  );

export const releaseVersionSchema = z.object({
  /** null: the address the environment variables give, never released from the screen or command */
  id: z.number().nullable(),
  url: z.string(),
  version: z.string().nullable(),
  contract: z.string().nullable(),
  /** whether its contract fits the site's; null when unknown */
  fits: z.boolean().nullable(),
  registeredAt: z.string().nullable(),
  registeredBy: z.string(),
});
export type ReleaseVersion = z.output<typeof releaseVersionSchema>;

export const remoteReleasesSchema = z.object({
  remote: remoteName,
  live: releaseVersionSchema.extend({ releasedAt: z.string().nullable(), releasedBy: z.string() }),
  previous: releaseVersionSchema.nullable(),
  /** a version given to `percent` % of browsers (sticky per browser) before everyone, or null */
  canary: releaseVersionSchema.extend({ percent: z.number() }).nullable(),
  versions: z.array(releaseVersionSchema),
});
export type RemoteReleases = z.output<typeof remoteReleasesSchema>;

export const releasesResponseSchema = z.object({
  status: z.literal('success'),
  site: z.object({ contract: z.string(), api: z.string(), shell: z.string().nullable() }),
  remotes: z.array(remoteReleasesSchema),
});
export type ReleasesResponse = z.output<typeof releasesResponseSchema>;

export const releaseWriteResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  remote: remoteReleasesSchema,
});

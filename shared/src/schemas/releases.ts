import { z } from 'zod';
import { remoteNames, type RemoteName } from '../federation';
import { codedMessage as m } from '../i18n/catalogs/error-text';

// The Releases screen and the release command: which version of each remote is live, which were
// registered, and the writes that register a version, switch to one and roll back. Messages are
// codes of the errors catalog: the API writes their English, the admin's form their words in the
// page's language.

const remoteName = z.enum(remoteNames, { error: m('release.remoteInvalid', { remotes: remoteNames.join(', ') }) });

const MAX_URL_LENGTH = 2000;

/**
 * The address of a remote's entry file: a path on this site ('/remotes/admin/remoteEntry.js') or
 * an http(s) URL (a CDN), ending in remoteEntry.js, where the build put it.
 */
export const remoteEntryUrlSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? m('release.urlRequired') : m('release.urlNotText')),
  })
  .trim()
  .min(1, m('release.urlRequired'))
  .max(MAX_URL_LENGTH, m('release.urlTooLong', { max: MAX_URL_LENGTH }))
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
    { message: m('release.urlForm') },
  )
  .refine((text) => /\/remoteEntry\.js$/.test(text.split(/[?#]/)[0]!), { message: m('release.urlEntryFile') });

export const releaseRegisterSchema = z.strictObject({ remote: remoteName, url: remoteEntryUrlSchema });

const versionIdSchema = z
  .number({ error: m('release.versionIdInvalid') })
  .int(m('release.versionIdInvalid'))
  .positive(m('release.versionIdInvalid'))
  .max(2_147_483_647, m('release.versionIdInvalid'));

const canaryPercent = z
  .number({ error: m('release.percentInvalid') })
  .int(m('release.percentInvalid'))
  .min(1, m('release.percentInvalid'))
  .max(99, m('release.percentIsSwitch'));

/** `{remote, versionId}` switches to a registered version; `{remote, rollback: true}` returns to the previous one. */
export const releaseSwitchSchema = z
  .strictObject({
    remote: remoteName,
    versionId: versionIdSchema.optional(),
    rollback: z.literal(true, { error: m('release.rollbackTrue') }).optional(),
  })
  .refine((body) => (body.versionId === undefined) !== (body.rollback === undefined), { message: m('release.switchShape') })
  .transform((body): { remote: RemoteName; versionId: number } | { remote: RemoteName; rollback: true } =>
    body.rollback ? { remote: body.remote, rollback: true } : { remote: body.remote, versionId: body.versionId! },
  );

/** `{remote, versionId, percent}` gives a registered version to that share of browsers first; `{remote, stop: true}` ends it. */
export const releaseCanarySchema = z
  .strictObject({
    remote: remoteName,
    versionId: versionIdSchema.optional(),
    percent: canaryPercent.optional(),
    stop: z.literal(true, { error: m('release.stopTrue') }).optional(),
  })
  .refine(
    (body) =>
      body.stop ? body.versionId === undefined && body.percent === undefined : body.versionId !== undefined && body.percent !== undefined,
    { message: m('release.canaryShape') },
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

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemaMessageInEnglish } from '../i18n/catalogs/error-text';
import { releaseCanarySchema, releaseRegisterSchema, releaseSwitchSchema } from './releases';

// The release payloads' messages are codes; the API and the release command write their English,
// which must read exactly as the words these schemas had before they spoke in codes.
function english(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return schemaMessageInEnglish(result.error.issues[0]!.message);
}

describe('the release schemas in English', () => {
  it('say what is wrong with a registration in the words the API always wrote', () => {
    expect(english(releaseRegisterSchema, { remote: 'payments', url: '/remotes/admin/remoteEntry.js' })).toBe(
      'remote must be one of marketing, buyer, admin.',
    );
    expect(english(releaseRegisterSchema, { remote: 'admin' })).toBe('url is required.');
    expect(english(releaseRegisterSchema, { remote: 'admin', url: '  ' })).toBe('url is required.');
    expect(english(releaseRegisterSchema, { remote: 'admin', url: 42 })).toBe(
      "url must be text: the address of the build's remoteEntry.js.",
    );
    expect(english(releaseRegisterSchema, { remote: 'admin', url: `/${'a'.repeat(2000)}/remoteEntry.js` })).toBe(
      'url must be at most 2000 characters.',
    );
    expect(english(releaseRegisterSchema, { remote: 'admin', url: 'ftp://cdn.example.com/remoteEntry.js' })).toBe(
      "url must be an http(s):// address or a path on this site starting with '/', such as https://cdn.example.com/admin/1.4.0/remoteEntry.js.",
    );
    expect(english(releaseRegisterSchema, { remote: 'admin', url: 'https://cdn.example.com/admin/' })).toBe(
      'url must end with /remoteEntry.js: the entry file a remote build writes.',
    );
  });

  it('say what is wrong with a switch or a canary, braces included', () => {
    expect(english(releaseSwitchSchema, { remote: 'admin', versionId: 1.5 })).toBe('versionId must be the number of a registered version.');
    expect(english(releaseSwitchSchema, { remote: 'admin', rollback: false })).toBe('rollback must be true.');
    expect(english(releaseSwitchSchema, { remote: 'admin' })).toBe(
      'Send {remote, versionId} to switch to a registered version, or {remote, rollback: true} to go back to the previous one.',
    );
    expect(english(releaseCanarySchema, { remote: 'admin', versionId: 1, percent: 0 })).toBe(
      'percent must be a whole number from 1 to 99.',
    );
    expect(english(releaseCanarySchema, { remote: 'admin', versionId: 1, percent: 100 })).toBe(
      'percent must be a whole number from 1 to 99: 100 % is a switch.',
    );
    expect(english(releaseCanarySchema, { remote: 'admin', stop: 'yes' })).toBe('stop must be true.');
    expect(english(releaseCanarySchema, { remote: 'admin', versionId: 1 })).toBe(
      'Send {remote, versionId, percent} to start a canary, or {remote, stop: true} to end it.',
    );
  });
});

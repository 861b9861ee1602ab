import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const root = '/srv/openpresale';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, root);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', async () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_PATH: resolve(root, 'data', 'openpresale.db'),
      REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
      PRICE_API_URL: 'https://api.coingecko.com/api/v3',
      PRICE_API_TIMEOUT_MS: 8000,
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      STATIC_ROOT: root,
    });
  });

  it('reads valid values, trimming and treating empty as unset', async () => {
    const config = loadConfig(
      {
        PORT: ' 9090 ',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:5173',
        TRUST_PROXY: 'true',
        PRICE_API_TIMEOUT_MS: '',
        REMOTE_BUYER_URL: 'https://cdn.example.com/buyer/v2/remoteEntry.js',
        ADMIN_PASSWORD: ' spaced secret ',
        PUBLIC_URL: 'https://presale.example.com/',
      },
      root,
    );
    expect(config.PORT).toBe(9090);
    expect(config.ADMIN_PASSWORD).toBe(' spaced secret ');
    expect(config.CORS_ORIGINS).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.PRICE_API_TIMEOUT_MS).toBe(8000);
    expect(config.REMOTE_BUYER_URL).toBe('https://cdn.example.com/buyer/v2/remoteEntry.js');
    expect(config.PUBLIC_URL).toBe('https://presale.example.com');
    expect(loadConfig({}, root).PUBLIC_URL).toBeUndefined();
  });

  it('names every wrong variable and what it allows', async () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(["PORT must be a whole number from 1 to 65535 (got 'abc')."]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number from 1 to 65535/);
    expect(problemsOf({ PRICE_API_URL: 'ftp://prices' })).toEqual([
      "PRICE_API_URL must be an http:// or https:// URL (got 'ftp://prices').",
    ]);
    expect(problemsOf({ REMOTE_ADMIN_URL: '//evil.example.com/x.js' })[0]).toMatch(
      /^REMOTE_ADMIN_URL must be a path starting with '\/' or an http\(s\):\/\/ URL/,
    );
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example.com/path' })[0]).toMatch(
      /^CORS_ORIGINS must be a comma-separated list of origins/,
    );
    expect(problemsOf({ PUBLIC_URL: 'https://presale.example.com/shop' })[0]).toMatch(/^PUBLIC_URL must be the site's address/);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })).toEqual(["TRUST_PROXY must be true or false (got 'maybe')."]);
    expect(problemsOf({ PORT: 'x', PRICE_API_TIMEOUT_MS: '-5' })).toHaveLength(2);
  });

  it('reads the mail settings: SMTP_URL (password hidden in the message), MAIL_FROM, PUBLIC_URL, MAIL_LOG, JOB_LEASE_SECONDS', async () => {
    const defaults = loadConfig({}, root);
    expect(defaults).toMatchObject({ MAIL_FROM: 'OpenPresale <no-reply@localhost>', MAIL_LOG: false, JOB_LEASE_SECONDS: 60 });
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.PUBLIC_URL).toBeUndefined();
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
        MAIL_FROM: 'Token Sale <sale@example.com>',
        PUBLIC_URL: 'https://presale.example.com/',
        MAIL_LOG: 'yes',
      },
      root,
    );
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
      PUBLIC_URL: 'https://presale.example.com',
      MAIL_LOG: true,
    });
    const [smtp] = problemsOf({ SMTP_URL: 'http://user:secret@mail.example.com' });
    expect(smtp).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(smtp).not.toContain('secret');
    expect(problemsOf({ MAIL_FROM: 'not an address' })[0]).toMatch(/^MAIL_FROM must be an address/);
    expect(problemsOf({ PUBLIC_URL: 'https://presale.example.com/shop' })[0]).toMatch(/^PUBLIC_URL must be the site's address/);
    expect(problemsOf({ JOB_LEASE_SECONDS: '1' })[0]).toMatch(/^JOB_LEASE_SECONDS must be a whole number from 5 to 3600/);
  });

  it('the server stops at start with the message and exit code 1 when a variable is wrong', async () => {
    const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const result = spawnSync(join(repository, 'node_modules', '.bin', 'tsx'), [join(repository, 'api', 'src', 'main.ts')], {
      env: { ...process.env, PORT: 'eighty', DATABASE_PATH: ':memory:' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT must be a whole number from 1 to 65535 (got 'eighty').");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

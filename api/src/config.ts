import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, parsed once at start. A wrong value stops the
// start with a message naming the variable and what it allows, instead of a server that listens
// on NaN or calls a price service at 'htp:/x'.

/**
 * One environment variable: unset or blank reaches `read` as undefined; `read` returns the value
 * or a message saying what the variable allows.
 */
function variable<T>(read: (value: string | undefined) => T | { problem: string }, { trim = true } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const result = read(trim ? value?.trim() : value);
        if (result && typeof result === 'object' && 'problem' in result) {
          ctx.addIssue({ code: 'custom', message: result.problem });
          return z.NEVER;
        }
        return result as T;
      }),
  );
}

const isUrl = (text: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const integer = (name: string, min: number, max: number, fallback: number) =>
  variable((value) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    return /^\d+$/.test(value) && n >= min && n <= max
      ? n
      : { problem: `${name} must be a whole number from ${min} to ${max} (got '${value}').` };
  });

const httpUrl = (name: string, fallback: string) =>
  variable((value) => {
    const text = value ?? fallback;
    return isUrl(text, ['http:', 'https:'])
      ? text.replace(/\/+$/, '')
      : { problem: `${name} must be an http:// or https:// URL (got '${text}').` };
  });

/** A remote's entry: an absolute http(s) URL or a path on this server starting with '/'. */
const remoteUrl = (name: string, fallback: string) =>
  variable((value) => {
    const text = value ?? fallback;
    const onThisServer = text.startsWith('/') && !text.startsWith('//');
    return onThisServer || (/^https?:\/\/[^/]/.test(text) && isUrl(text, ['http:', 'https:']))
      ? text
      : { problem: `${name} must be a path starting with '/' or an http(s):// URL (got '${text}').` };
  });

const flag = (name: string) =>
  variable((value) => {
    const text = value?.toLowerCase();
    if (text === undefined || ['0', 'false', 'no'].includes(text)) return false;
    if (['1', 'true', 'yes'].includes(text)) return true;
    return { problem: `${name} must be true or false (got '${value}').` };
  });

const originList = variable((value) => {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const wrong = origins.find((origin) => !isUrl(origin, ['http:', 'https:']) || new URL(origin).origin !== origin);
  return wrong === undefined
    ? origins
    : {
        problem: `CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, without a path (got '${wrong}').`,
      };
});

/** The site's public address (scheme and host, no path), or unset to take it from each request. */
const publicOrigin = variable((value) => {
  if (value === undefined) return undefined;
  const text = value.replace(/\/+$/, '');
  return isUrl(text, ['http:', 'https:']) && new URL(text).origin === text
    ? text
    : { problem: `PUBLIC_URL must be the site's address such as https://presale.example.com, without a path (got '${value}').` };
});

/** A PostgreSQL connection URL, or unset for the embedded SQLite database. */
const postgresUrl = variable((value) => {
  if (value === undefined) return undefined;
  return isUrl(value, ['postgres:', 'postgresql:'])
    ? value
    : { problem: `DATABASE_URL must be a postgres:// or postgresql:// URL (got '${value.replace(/:[^:@/]*@/, ':***@')}').` };
});

/** An SMTP server as smtp:// or smtps:// URL (user and password in it, URL-encoded), or unset: mail waits in the outbox. */
const smtpUrl = variable((value) => {
  if (value === undefined) return undefined;
  return isUrl(value, ['smtp:', 'smtps:']) && new URL(value).hostname !== ''
    ? value
    : {
        problem: `SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465 (got '${value.replace(/:[^:@/]*@/, ':***@')}').`,
      };
});

/** The From address of every e-mail: 'address@example.com' or 'Name <address@example.com>'. */
const mailFrom = variable((value) => {
  const text = value ?? 'OpenPresale <no-reply@localhost>';
  return /^([^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(text)
    ? text
    : { problem: `MAIL_FROM must be an address such as no-reply@example.com or 'Token Sale <no-reply@example.com>' (got '${text}').` };
});

/**
 * The key that seals TOTP secrets: 32 bytes as 64 hexadecimal digits or as base64 (44
 * characters). Unset: see `secretsKeyFor` (a key file beside a SQLite database; none with
 * PostgreSQL, where two-factor enrolment is then refused).
 */
const secretsKey = variable((value) => {
  if (value === undefined) return undefined;
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : null;
  return bytes && bytes.length === 32
    ? bytes
    : { problem: 'SECRETS_KEY must be 32 bytes written as 64 hexadecimal digits or as base64 (openssl rand -hex 32).' };
});

/** Kept exactly as given: a password may start or end with a space. */
const optionalText = variable((value) => value, { trim: false });

export function configSchema(repositoryRoot: string) {
  return z.object({
    PORT: integer('PORT', 1, 65535, 8080),
    HOST: variable((value) => value ?? '0.0.0.0'),
    DATABASE_PATH: variable((value) =>
      value === ':memory:' ? value : resolve(value ?? resolve(repositoryRoot, 'data', 'openpresale.db')),
    ),
    DATABASE_URL: postgresUrl,
    WORKERS: integer('WORKERS', 1, 64, 1),
    ADMIN_LOGIN: optionalText,
    ADMIN_PASSWORD: optionalText,
    REMOTE_MARKETING_URL: remoteUrl('REMOTE_MARKETING_URL', '/remotes/marketing/remoteEntry.js'),
    REMOTE_BUYER_URL: remoteUrl('REMOTE_BUYER_URL', '/remotes/buyer/remoteEntry.js'),
    REMOTE_ADMIN_URL: remoteUrl('REMOTE_ADMIN_URL', '/remotes/admin/remoteEntry.js'),
    PRICE_API_URL: httpUrl('PRICE_API_URL', 'https://api.coingecko.com/api/v3'),
    PRICE_API_TIMEOUT_MS: integer('PRICE_API_TIMEOUT_MS', 100, 120_000, 8000),
    CORS_ORIGINS: originList,
    TRUST_PROXY: flag('TRUST_PROXY'),
    SECRETS_KEY: secretsKey,
    ORDERS_PER_HOUR: integer('ORDERS_PER_HOUR', 1, 1_000_000, 30),
    MAX_PENDING_ORDERS: integer('MAX_PENDING_ORDERS', 1, 1_000_000, 20),
    STATIC_ROOT: variable((value) => resolve(value ?? repositoryRoot)),
    PUBLIC_URL: publicOrigin,
    SMTP_URL: smtpUrl,
    MAIL_FROM: mailFrom,
    MAIL_LOG: flag('MAIL_LOG'),
    JOB_LEASE_SECONDS: integer('JOB_LEASE_SECONDS', 5, 3600, 60),
    BITCOIN_ESPLORA_URL: variable((value) =>
      value === undefined || isUrl(value, ['http:', 'https:'])
        ? value?.replace(/\/+$/, '')
        : { problem: `BITCOIN_ESPLORA_URL must be an http:// or https:// URL such as https://mempool.space/api (got '${value}').` },
    ),
    CHAIN_POLL_SECONDS: integer('CHAIN_POLL_SECONDS', 1, 3600, 15),
  });
}

export type ServerConfig = z.output<ReturnType<typeof configSchema>> & {
  /** JSON-RPC endpoint per EVM chain id, from EVM_RPC_URL_<chainId> */
  EVM_RPC_URLS: Record<number, string>;
};

const EVM_RPC_VARIABLE = /^EVM_RPC_URL_(\d+)$/;

/** Every EVM_RPC_URL_<chainId> variable; a wrong one is a problem like any other variable's. */
function evmRpcUrls(env: Record<string, string | undefined>): { urls: Record<number, string>; problems: string[] } {
  const urls: Record<number, string> = {};
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    const m = EVM_RPC_VARIABLE.exec(name);
    const value = raw?.trim();
    if (!m || !value) continue;
    const chainId = Number(m[1]);
    if (!Number.isSafeInteger(chainId) || chainId < 1) problems.push(`${name}: the chain id must be a positive whole number.`);
    else if (!isUrl(value, ['http:', 'https:'])) problems.push(`${name} must be an http:// or https:// JSON-RPC URL (got '${value}').`);
    else urls[chainId] = value;
  }
  return { urls, problems };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every wrong variable. */
export function loadConfig(env: Record<string, string | undefined>, repositoryRoot: string): ServerConfig {
  const result = configSchema(repositoryRoot).safeParse(env);
  const evm = evmRpcUrls(env);
  const problems = [...(result.success ? [] : result.error.issues.map((issue) => issue.message)), ...evm.problems];
  if (result.success && problems.length === 0) return { ...result.data, EVM_RPC_URLS: evm.urls };
  throw new ConfigError(problems);
}

/**
 * The key that seals second-factor secrets. SECRETS_KEY when set. Otherwise, with a SQLite file,
 * a random key generated once into `secrets.key` beside the database (mode 0600), so a one-machine
 * install works without a step, and a copy of the database file alone does not carry the key.
 * With PostgreSQL (several machines) a generated key would differ per machine: none, and the API
 * refuses to enrol a second factor until SECRETS_KEY is set.
 */
export function secretsKeyFor(config: Pick<ServerConfig, 'SECRETS_KEY' | 'DATABASE_URL' | 'DATABASE_PATH'>): Buffer | null {
  if (config.SECRETS_KEY) return config.SECRETS_KEY;
  if (config.DATABASE_URL) return null;
  if (config.DATABASE_PATH === ':memory:') return randomBytes(32);
  const file = join(dirname(config.DATABASE_PATH), 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another worker process wrote it first
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new ConfigError([`${file} must hold 64 hexadecimal digits (the generated secrets key).`]);
  return Buffer.from(text, 'hex');
}

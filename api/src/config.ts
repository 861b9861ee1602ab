import { resolve } from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, parsed once at start. A wrong value stops the
// start with a message naming the variable and what it allows, instead of a server that listens
// on NaN or calls a price service at 'htp:/x'.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const integer = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback;
        const n = Number(value.trim());
        if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
          ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max} (got '${value}').` });
          return z.NEVER;
        }
        return n;
      }),
  );

const httpUrl = (name: string, fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = (value ?? fallback).trim();
        try {
          const url = new URL(text);
          if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
        } catch {
          /* reported below */
        }
        ctx.addIssue({ code: 'custom', message: `${name} must be an http:// or https:// URL (got '${text}').` });
        return z.NEVER;
      }),
  );

/** A remote's entry: an absolute http(s) URL or a path on this server starting with '/'. */
const remoteUrl = (name: string, fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = (value ?? fallback).trim();
        if (text.startsWith('/') && !text.startsWith('//')) return text;
        if (/^https?:\/\/[^/]/.test(text)) {
          try {
            new URL(text);
            return text;
          } catch {
            /* reported below */
          }
        }
        ctx.addIssue({ code: 'custom', message: `${name} must be a path starting with '/' or an http(s):// URL (got '${text}').` });
        return z.NEVER;
      }),
  );

const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return false;
        const text = value.trim().toLowerCase();
        if (['1', 'true', 'yes'].includes(text)) return true;
        if (['0', 'false', 'no'].includes(text)) return false;
        ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got '${value}').` });
        return z.NEVER;
      }),
  );

const originList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let valid = false;
        try {
          valid = new URL(origin).origin === origin;
        } catch {
          valid = false;
        }
        if (!valid) {
          ctx.addIssue({
            code: 'custom',
            message: `CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, without a path (got '${origin}').`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
);

const optionalText = z.preprocess(blankToUndefined, z.string().optional());

export function configSchema(repositoryRoot: string) {
  return z.object({
    PORT: integer('PORT', 1, 65535, 8080),
    HOST: z.preprocess(blankToUndefined, z.string().optional().default('0.0.0.0')),
    DATABASE_PATH: z.preprocess(
      blankToUndefined,
      z
        .string()
        .optional()
        .transform((value) => (value === ':memory:' ? value : resolve(value ?? resolve(repositoryRoot, 'data', 'openpresale.db')))),
    ),
    ADMIN_LOGIN: optionalText,
    ADMIN_PASSWORD: optionalText,
    REMOTE_MARKETING_URL: remoteUrl('REMOTE_MARKETING_URL', '/remotes/marketing/remoteEntry.js'),
    REMOTE_BUYER_URL: remoteUrl('REMOTE_BUYER_URL', '/remotes/buyer/remoteEntry.js'),
    REMOTE_ADMIN_URL: remoteUrl('REMOTE_ADMIN_URL', '/remotes/admin/remoteEntry.js'),
    PRICE_API_URL: httpUrl('PRICE_API_URL', 'https://api.coingecko.com/api/v3'),
    PRICE_API_TIMEOUT_MS: integer('PRICE_API_TIMEOUT_MS', 100, 120_000, 8000),
    CORS_ORIGINS: originList,
    TRUST_PROXY: flag('TRUST_PROXY'),
    STATIC_ROOT: z.preprocess(
      blankToUndefined,
      z
        .string()
        .optional()
        .transform((value) => resolve(value ?? repositoryRoot)),
    ),
  });
}

export type ServerConfig = z.output<ReturnType<typeof configSchema>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every wrong variable. */
export function loadConfig(env: Record<string, string | undefined>, repositoryRoot: string): ServerConfig {
  const result = configSchema(repositoryRoot).safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => issue.message));
}

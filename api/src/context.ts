import type { Context } from 'hono';
import type { z } from 'zod';
import type { Db } from './db/client';
import { readCodedMessage, schemaMessageInEnglish } from '@openpresale/shared/i18n';
import { ApiError, badRequest, type ErrorCode, type ErrorParams } from './errors';
import type { PriceService } from './price-service';
import type { RateLimits } from './rate-limit';
import { readSecuritySettings } from './services/security-settings';
import type { ReleaseContext } from './releases/release-context';
import { findSession, type SessionOwner } from './sessions';
import type { SecretBox } from './secret-box';
import type { Clock } from './time';

export interface AppDeps {
  db: Db;
  clock: Clock;
  priceService: PriceService;
  limits: RateLimits;
  /** take the client IP from X-Forwarded-For (only behind a trusted proxy) */
  trustProxy: boolean;
  random: () => number;
  /** runs work after the answer is sent (work whose duration must not show in the answer's timing) */
  defer: (task: () => Promise<void>) => void;
  mailMode: 'smtp' | 'log' | 'off';
  /** seals TOTP secrets; null when no key is configured (second factors cannot be enrolled) */
  secrets: SecretBox | null;
  /** the environment's remotes, the API's version and how to reach a release's entry */
  releases: ReleaseContext;
}

export type AppEnv = { Variables: { deps: AppDeps } };
/**
 * What the helpers below use of a request's context. Any route's context fits, whatever its
 * middleware added (session, parsed body, …).
 */
export type Ctx = Pick<Context<AppEnv>, 'req' | 'env'> & { get(key: 'deps'): AppDeps };

export const depsOf = (c: Ctx) => c.get('deps');

/** The largest request body the API reads (every real body is a few hundred bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

/** Formats the first zod issue as '<field>: <message>' (or just the message when it names the field). */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  // zod's generic wording ('Invalid input: expected string, received undefined') made readable
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    const name = path || 'body';
    return issue.input === undefined
      ? `${name} is required.`
      : `${name} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}.`;
  }
  const message = schemaMessageInEnglish(issue.message);
  return path && !message.toLowerCase().includes(String(issue.path[issue.path.length - 1]).toLowerCase()) ? `${path}: ${message}` : message;
}

/** The code and params of the first zod issue: a schema's own code, else one for zod's kind of problem. */
export function zodCode(error: z.ZodError): { code: ErrorCode; params: ErrorParams } {
  const issue = error.issues[0];
  if (!issue) return { code: 'validation.invalid', params: {} };
  const field = issue.path.join('.') || 'body';
  const at: ErrorParams = issue.path.length > 0 ? { field } : {};
  if (issue.code === 'unrecognized_keys') return { code: 'validation.unknownFields', params: { fields: issue.keys.join(', ') } };
  const coded = readCodedMessage(issue.message);
  if (coded) return { code: coded.code, params: { ...coded.params, ...at } };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? { code: 'validation.required', params: { field } }
        : { code: 'validation.invalidType', params: { field, expected: issue.expected } };
    case 'too_small':
      return { code: 'validation.tooSmall', params: { field, minimum: String(issue.minimum) } };
    case 'too_big':
      return { code: 'validation.tooBig', params: { field, maximum: String(issue.maximum) } };
    case 'invalid_format':
      return { code: 'validation.invalidFormat', params: { field } };
    default:
      return { code: 'validation.invalid', params: { field } };
  }
}

/** A failed schema as a 400: the code and params of its first issue, with the English words clients always read. */
export function validationError(error: z.ZodError): ApiError {
  const { code, params } = zodCode(error);
  return new ApiError(400, code, params, { message: zodMessage(error) });
}

/** The JSON body as an unknown value; malformed or oversized bodies are a 400. */
export async function readJson(c: Ctx): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.length > MAX_BODY_BYTES) throw new ApiError(413, 'request.tooLarge', { maxBytes: MAX_BODY_BYTES });
  if (raw.trim() === '') throw badRequest('request.bodyMissing');
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('request.malformedJson');
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The session token, from the Authorization header only: a token in a query string ends up in
 * logs and browser history, and one in a body is easy to forward by mistake.
 */
export function tokenFrom(c: Ctx): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1]! : null;
}

export async function sessionOf(c: Ctx, state: 'active' | 'second_factor' = 'active'): Promise<SessionOwner | null> {
  const token = tokenFrom(c);
  if (!token) return null;
  const deps = depsOf(c);
  return findSession(deps.db, token, deps.clock(), {
    state,
    adminIdleMs: async () => (await readSecuritySettings(deps.db)).idleMinutes * 60_000,
  });
}

/** Where a new session is opened from, for the administrator's list of sessions. */
export function sessionMeta(c: Ctx) {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

export function clientIp(c: Ctx): string {
  const deps = depsOf(c);
  if (deps.trustProxy) {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0]!.trim();
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export function tooMany(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    'rateLimit.tooManyAttempts',
    { seconds: retryAfterSeconds },
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

const ipKey = (c: Ctx, scope: string) => `${scope}:ip:${clientIp(c)}`;
const accountKey = (scope: string, account: string) => `${scope}:acct:${account}`;
const pairKey = (c: Ctx, scope: string, account: string) => `${scope}:pair:${account}:${clientIp(c)}`;

export interface SignInAttempt {
  /**
   * Set when the account as a whole (failures from many addresses) is in a delay. The attempt
   * still goes on to the password check: a right password followed by a second factor gets
   * through, so an attack spread over many addresses cannot lock the owner out. Everyone else
   * gets the 429 it holds, whatever the password.
   */
  accountWait: ApiError | null;
}

/**
 * Counts a sign-in attempt before the password is checked: per (account, address) with increasing
 * delays (429 while the delay runs), and per account (see `accountWait`). One address failing on
 * many accounts, or many buyers behind one address, never block each other.
 */
export async function takeSignInAttempt(c: Ctx, scope: string, account: string): Promise<SignInAttempt> {
  const { limits, clock } = depsOf(c);
  const now = clock().getTime();
  const { options } = limits;
  const pair = await limits.takeDelayed(pairKey(c, scope, account), options.perAccountAndAddress, options.maxDelayMs, now);
  if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);
  const whole = await limits.takeDelayed(accountKey(scope, account), options.perAccount, options.maxAccountDelayMs, now);
  return { accountWait: whole.allowed ? null : tooMany(whole.retryAfterSeconds) };
}

/** The rightful owner got in: the account's failures, from everywhere, are forgotten. */
export async function signInSucceeded(c: Ctx, scope: string, account: string): Promise<void> {
  const { limits } = depsOf(c);
  await limits.clear(pairKey(c, scope, account));
  await limits.clear(accountKey(scope, account));
}

/** Every registration counts against the client's address (there is no "failure" to count). */
export async function takeRegistrationAttempt(c: Ctx): Promise<void> {
  const { limits, clock } = depsOf(c);
  const result = await limits.take([{ key: ipKey(c, 'reg'), limit: limits.options.perIp }], clock().getTime());
  if (!result.allowed) throw tooMany(result.retryAfterSeconds);
}

/**
 * An e-mail asked for an address or account (a reset link, a verification link): counted per
 * client address and per account, so nobody can flood a mailbox through the site.
 */
export async function takeMailAttempt(c: Ctx, scope: string, account: string): Promise<void> {
  const { limits, clock } = depsOf(c);
  const result = await limits.take(
    [
      { key: ipKey(c, scope), limit: limits.options.perIp },
      { key: accountKey(scope, account), limit: limits.options.mailPerAccount },
    ],
    clock().getTime(),
  );
  if (!result.allowed) throw tooMany(result.retryAfterSeconds);
}

/** A link token tried from this client address; a valid one gives the attempt back. */
export async function takeLinkAttempt(c: Ctx, scope: string): Promise<() => Promise<void>> {
  const { limits, clock } = depsOf(c);
  const result = await limits.take([{ key: ipKey(c, scope), limit: limits.options.perIp }], clock().getTime());
  if (!result.allowed) throw tooMany(result.retryAfterSeconds);
  return () => limits.giveBack(ipKey(c, scope));
}

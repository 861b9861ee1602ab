// What every handler needs before it runs, as Hono middleware: who is calling (buyer, admin or
// either) and the request's body and query parsed with the shared zod schemas. A handler reads
// `c.var.session`, `c.var.body`, `c.var.query` and calls one service.
import type { Context, Env, MiddlewareHandler } from 'hono';
import { createFactory, createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { roleCan, type Permission } from '@openpresale/shared/permissions';
import { depsOf, parseWith, readJson, sessionOf, type AppEnv, type Ctx } from './context';
import { readSecuritySettings } from './services/security-settings';
import { badRequest, forbidden, unauthorized } from './errors';
import type { SessionOwner } from './sessions';

export type BuyerSession = Extract<SessionOwner, { kind: 'user' }>;
export type AdminSession = Extract<SessionOwner, { kind: 'admin' }>;

/** Builds typed handler chains (middleware, then the handler) outside a route definition. */
export const factory = createFactory<AppEnv>();

type SessionEnv<S> = AppEnv & { Variables: { session: S } };
export type SignedInEnv = SessionEnv<SessionOwner>;

/** The caller's session: the one an earlier middleware found, else looked up once here. */
async function callerSession(c: Context): Promise<SessionOwner | null> {
  const known = c.get('session') as SessionOwner | undefined;
  return known ?? sessionOf(c as Context<AppEnv>);
}

/** A buyer's session is required: 401 without one, 403 for an administrator. */
export const buyer = createMiddleware<SessionEnv<BuyerSession>>(async (c, next) => {
  const session = await callerSession(c);
  if (!session) throw unauthorized();
  if (session.kind !== 'user') throw forbidden('auth.buyerOnly');
  c.set('session', session);
  await next();
});

/**
 * An administrator whose role has `permission` (shared/src/permissions.ts): 401 without a
 * session, 403 for a buyer or a role without it. An administrator who still has to replace a
 * temporary password, or to set up a second factor the owner requires, may only use their own
 * account ('account.self') until they have.
 */
export function admin(permission: Permission) {
  return createMiddleware<SessionEnv<AdminSession>>(async (c, next) => {
    const session = await callerSession(c);
    if (!session) throw unauthorized();
    if (session.kind !== 'admin') throw forbidden('auth.adminOnly');
    await checkAdmin(c, session, permission);
    c.set('session', session);
    await next();
  });
}

/** The checks of `admin(permission)` for a session already known (routes that serve buyers and administrators). */
export async function checkAdmin(c: Ctx, session: AdminSession, permission: Permission): Promise<void> {
  if (!roleCan(session.admin.role, permission)) throw forbidden('auth.roleNotAllowed');
  if (permission === 'account.self') return;
  if (session.admin.mustChangePassword) throw forbidden('auth.changePasswordFirst');
  if (!session.admin.totpSecret && (await readSecuritySettings(depsOf(c).db)).requireTwoFactor) {
    throw forbidden('auth.setUpTwoFactorFirst');
  }
}

/** Any session, buyer's or administrator's: 401 without one. */
export const signedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  const session = await callerSession(c);
  if (!session) throw unauthorized();
  c.set('session', session);
  await next();
});

/** The JSON body parsed with `schema`: 400 with the first problem in words, 413 when too large. */
export function body<S extends z.ZodType>(schema: S) {
  return createMiddleware<AppEnv & { Variables: { body: z.output<S> } }>(async (c, next) => {
    c.set('body', parseWith(schema, await readJson(c)));
    await next();
  });
}

/** The query string parsed with `schema`: 400 with the first problem in words. */
export function query<S extends z.ZodType>(schema: S) {
  return createMiddleware<AppEnv & { Variables: { query: z.output<S> } }>(async (c, next) => {
    c.set('query', parseWith(schema, c.req.query()));
    await next();
  });
}

/** A record's id from the first of the named query parameters present: 400 unless a positive whole number. */
export function idParam(...names: string[]) {
  return createMiddleware<AppEnv & { Variables: { id: number } }>(async (c, next) => {
    const text = names.map((n) => c.req.query(n)).find((v) => v !== undefined);
    if (text === undefined || !/^\d{1,9}$/.test(text) || Number(text) < 1)
      throw badRequest('request.invalidId', { field: names[0] ?? 'id' });
    c.set('id', Number(text));
    await next();
  });
}

/**
 * One URL and method that means different operations (the SPEC's users.php, transactions.php and
 * withdrawals.php choose by a query parameter, the body or the caller): `choose` picks the chain
 * of the operation, which then runs like any route's middleware and handler.
 */
export function branch<E extends Env = AppEnv>(choose: (c: Context<E>) => Chain): MiddlewareHandler<E> {
  return async (c) => runChain(choose(c) as readonly MiddlewareHandler[], c);
}

/** A chain built by `factory.createHandlers` (each handler typed by the middleware before it). */
type Chain = readonly ((c: never, next: never) => unknown)[];

async function runChain(chain: readonly MiddlewareHandler[], c: Context): Promise<Response> {
  const step = async (i: number): Promise<void> => {
    const handler = chain[i];
    if (!handler) return;
    const answer = await handler(c, () => step(i + 1));
    if (answer instanceof Response) c.res = answer;
  };
  await step(0);
  return c.res;
}

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_BODY_BYTES, type AppDeps, type AppEnv } from './context';
import type { Db } from './db/client';
import { ApiError } from './errors';
import type { PriceService } from './price-service';
import { DEFAULT_RATE_LIMIT, RateLimits, type RateLimitOptions } from './rate-limit';
import { routes } from './routes';
import { API_PREFIX } from './api-prefix';
import { buildOpenApiDocument } from './openapi/document';
import { docsPage } from './openapi/docs-page';
import { systemClock, type Clock } from './time';
import { configureMail, type MailSetup } from './mail/notify';

export interface CreateAppOptions {
  db: Db;
  clock?: Clock;
  priceService: PriceService;
  /** origins allowed to call the API from another origin; none by default */
  corsOrigins?: string[];
  rateLimit?: Partial<RateLimitOptions>;
  /** read the client IP from X-Forwarded-For; only behind a proxy that sets it */
  trustProxy?: boolean;
  /** uniform [0, 1) source for the prize draw; crypto-strong by default */
  random?: () => number;
  /** the site's public origin and the sender of e-mails (links in e-mails, Message-IDs) */
  mail?: Partial<MailSetup>;
  /** whether mail leaves the server ('smtp'), goes to the log ('log') or waits ('off'); shown on the Outbox page */
  mailMode?: 'smtp' | 'log' | 'off';
  /** runs work after the answer is sent; tests hold it to see that the answer did not wait */
  defer?: (task: () => Promise<void>) => void;
}

const afterAnswer = (task: () => Promise<void>) => {
  setImmediate(() => task().catch((error) => console.error('[api] deferred work failed', error)));
};

const cryptoRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export { API_PREFIX };

/** The API's version, from its package, named in the OpenAPI document. */
const API_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** secureHeaders' headers for the options used below, plus no-store: every API answer carries them. */
const API_HEADERS: Array<[string, string]> = [
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Cache-Control', 'no-store'],
];

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const limitOptions = { ...DEFAULT_RATE_LIMIT, ...options.rateLimit };
  const deps: AppDeps = {
    db: options.db,
    clock: options.clock ?? systemClock,
    priceService: options.priceService,
    limits: new RateLimits(options.db, limitOptions),
    trustProxy: options.trustProxy ?? false,
    random: options.random ?? cryptoRandom,
    defer: options.defer ?? afterAnswer,
    mailMode: options.mailMode ?? 'off',
  };
  configureMail(options.db, options.mail ?? {});

  const app = new Hono<AppEnv>();

  // CSP and cross-origin resource policy stay off here: the same process serves the frontends
  // (and remotes may be loaded from another origin); page headers are set where pages are served.
  const secureAfter = secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
  });
  // API answers get the same headers, set BEFORE the handler: a header added after the answer
  // exists makes @hono/node-server rebuild it as a full Response (the slow path). Every API answer
  // is built with c.json, which takes the prepared headers along (errors and 404s included).
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : secureAfter(c, next)));
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.set('deps', deps);
    for (const [name, value] of API_HEADERS) c.header(name, value);
    await next();
  });
  // Counted while the body streams in: a declared or streamed body over the limit is refused after
  // at most the limit has been read, so a huge upload costs neither memory nor time. GET and HEAD
  // are left out: no handler reads their body, and looking for one makes @hono/node-server build
  // the full Request of every read (measured: a third of the cached reads' throughput).
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'Request body is too large.');
    },
  });
  app.use(`${API_PREFIX}/*`, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  const origins = (options.corsOrigins ?? []).filter(Boolean);
  if (origins.length > 0) {
    const preflight = cors({
      origin: origins,
      allowHeaders: ['Content-Type', 'Authorization'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    });
    app.use(`${API_PREFIX}/*`, async (c, next) => {
      if (c.req.method === 'OPTIONS') {
        c.header('Cache-Control', undefined); // a preflight answer never carried it
        return preflight(c, next);
      }
      // what hono's cors sets for a simple request, but before the handler
      const origin = c.req.header('origin') || '';
      if (origins.includes(origin)) c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin', { append: true });
      await next();
    });
  }

  for (const [path, route] of Object.entries(routes)) app.route(`${API_PREFIX}/${path}`, route);

  // The API described for issuers who integrate their own sites; built once, on first request.
  let openApi: string | null = null;
  app.get('/api/openapi.json', (c) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(API_VERSION));
    c.header('Cache-Control', 'no-cache');
    return c.body(openApi, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/api/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(docsPage('OpenPresale API'));
  });

  app.notFound((c) => c.json({ status: 'error' as const, message: 'Not found.' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json({ status: 'error' as const, message: err.message, ...err.extra }, err.httpStatus);
    }
    if (err instanceof HTTPException) {
      return c.json({ status: 'error' as const, message: err.message || 'Request failed.' }, err.status);
    }
    console.error('[api] unexpected error', c.req.method, c.req.path, err);
    return c.json({ status: 'error' as const, message: 'Internal server error.' }, 500);
  });
  return app;
}

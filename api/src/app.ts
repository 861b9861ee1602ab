import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { MAX_BODY_BYTES, type AppDeps, type AppEnv } from './context';
import type { Db } from './db/client';
import { ApiError } from './errors';
import type { PriceService } from './price-service';
import { DEFAULT_RATE_LIMIT, RateLimits, type RateLimitOptions } from './rate-limit';
import { routes } from './routes';
import { createSecretBox } from './secret-box';
import { API_PREFIX } from './api-prefix';
import { buildOpenApiDocument } from './openapi/document';
import { docsPage } from './openapi/docs-page';
import { systemClock, type Clock } from './time';
import { configureMail, type MailSetup } from './mail/notify';
import type { RemoteName } from '@openpresale/shared/federation';
import { createReleaseContext, type ReleaseContext } from './releases/release-context';

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
  /** 32-byte key sealing TOTP secrets (config.ts secretsKeyFor); without one a second factor cannot be enrolled */
  secretsKey?: Buffer | null;
  /** the remotes' first configuration (REMOTE_*_URL), the API's version, how entries are fetched */
  releases?: { environment?: Partial<Record<RemoteName, string>>; apiVersion?: string; fetch?: typeof fetch };
}

const releaseContexts = new WeakMap<Hono<AppEnv>, ReleaseContext>();

/** The release context of an app made by createApp (the page server reads the live remotes through it). */
export function releasesOf(app: Hono<AppEnv>): ReleaseContext {
  const context = releaseContexts.get(app);
  if (!context) throw new Error('This app was not made by createApp');
  return context;
}

const afterAnswer = (task: () => Promise<void>) => {
  setImmediate(() => task().catch((error) => console.error('[api] deferred work failed', error)));
};

const cryptoRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export { API_PREFIX };

/** The API's version, from its package, named in the OpenAPI document. */
const API_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** The security headers of every answer (those hono's secureHeaders sets), plus no-store on the API's. */
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

/** Headers of every answer outside the API, where the answer has not set its own. */
const PAGE_HEADERS: Array<[string, string]> = [
  ...API_HEADERS.filter(([name]) => name !== 'Cache-Control'),
  // a page that sets no policy (the API docs, a 404) runs no script and loads from nowhere else
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  ],
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
    secrets: options.secretsKey ? createSecretBox(options.secretsKey) : null,
    releases: null as unknown as ReleaseContext,
  };
  configureMail(options.db, options.mail ?? {});

  const app = new Hono<AppEnv>();
  // A release's entry may be a path on this site: this app answers it in-process.
  deps.releases = createReleaseContext({
    environment: options.releases?.environment,
    apiVersion: options.releases?.apiVersion ?? API_VERSION,
    siteRequest: (path) => Promise.resolve(app.request(path)),
    fetchImpl: options.releases?.fetch,
  });
  releaseContexts.set(app, deps.releases);

  // Answers outside the API (pages, static files, the API docs) get the same headers after the
  // handler, but only where the handler set none: a page's own stricter value (X-Frame-Options
  // DENY, its Content-Security-Policy) is never replaced by a weaker default.
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    await next();
    for (const [name, value] of PAGE_HEADERS) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
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
      throw new ApiError(413, 'request.tooLarge', { maxBytes: MAX_BODY_BYTES });
    },
  });
  app.use(`${API_PREFIX}/*`, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  // A body is JSON or nothing: a form post or text/plain body (what a page on another site can send
  // without a preflight) is refused before anything reads it.
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    const fromSocket = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    // HTTP says a body is announced by its length or by chunked transfer; a request made in-process
    // (tests) carries its body as a stream instead.
    const hasBody =
      length !== undefined
        ? Number(length) > 0
        : c.req.header('transfer-encoding') !== undefined || (!fromSocket && c.req.raw.body !== null);
    if (hasBody && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'request.notJson');
    }
    await next();
  });
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

  app.notFound((c) => c.json(new ApiError(404, 'common.notFound').toJSON(), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(err.toJSON(), err.httpStatus);
    }
    if (err instanceof HTTPException) {
      const answer = new ApiError(400, 'request.failed', {}, { message: err.message || undefined });
      return c.json(answer.toJSON(), err.status);
    }
    console.error('[api] unexpected error', c.req.method, c.req.path, err);
    return c.json(new ApiError(500, 'server.internal').toJSON(), 500);
  });
  return app;
}

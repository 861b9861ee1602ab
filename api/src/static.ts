import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, Env, Hono } from 'hono';
import { createApiClient } from '@openpresale/shared/api-client';
import type { RemotesConfig } from '@openpresale/shared/federation';
import { BUILD_INFO_FILE } from '@openpresale/shared/release';
import { buildInfoSchema } from '@openpresale/shared/release/schema';
import { browserId } from './releases/canary';
import { marketingRenderer, type RenderedPage } from './pages/marketing-renderer';
import { pageDocument, type PageHead } from './pages/page-document';
import { isLocale } from '@openpresale/shared/i18n';
import { pageAlternates, pageLocale } from './pages/page-locale';
import { publicPagePaths, readingPages, robotsTxt, sitemapXml, webManifest } from './pages/seo';

// Serves the built shell and remotes from the same process as the API. Federation entry files
// and HTML are revalidated on every load (a new remote release shows up at once); hashed assets
// are cached for a year. Text files go out gzip- or brotli-compressed when the browser accepts
// it: a build's files never change in place, so each is compressed once and kept in memory.
// Pages are the shell's index.html filled for each request (api/src/pages): the marketing pages
// carry their markup rendered by the marketing remote's server half with the figures of that
// moment, so they paint before any script has run.

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
// Below this a compressed body saves less than the headers that announce it cost.
const minimumCompressedSize = 512;
// Files above this are served as they are, uncached: a build has nothing this large.
const maximumCachedFileSize = 8 * 1024 * 1024;
// Upper bound of the cache; the oldest entries go first (a redeploy leaves stale ones behind).
const maximumCacheBytes = 64 * 1024 * 1024;

const revalidatedFiles = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', BUILD_INFO_FILE]);

/**
 * Build leftovers that are not part of the site: the build's stamp and caches (dot files and
 * folders), the federation plugin's build statistics, and a remote's own index.html (its
 * standalone development page, which would run the remote outside the shell's guards).
 */
export function isDevOnlyFile(relativePath: string, inRemote: boolean): boolean {
  const segments = relativePath.split(/[/\\]/);
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  const name = segments[segments.length - 1] ?? '';
  return name === 'mf-stats.json' || (inRemote && name === 'index.html');
}

/** Origins of the remotes configured on other hosts: the only places besides this site scripts load from. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = Object.values(remotes)
    .flatMap((entry) => [entry.url, ...(entry.canary ? [entry.canary] : [])])
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The SHA-256 sources of the inline scripts of the built index.html (the shell's loader and its
 * early consent banner). Only the template is read, never the filled page, so nothing a page's
 * content brings can earn a hash. Data blocks (`type="application/json"`) are never executed and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

// The built index.html changes only with a new build (a new cached file): hash its scripts once.
const scriptHashesOfTemplate = new WeakMap<CachedFile, string[]>();
function templateScriptHashes(template: CachedFile): string[] {
  let hashes = scriptHashesOfTemplate.get(template);
  if (!hashes) scriptHashesOfTemplate.set(template, (hashes = inlineScriptHashes(template.body.toString())));
  return hashes;
}

/**
 * The page's Content-Security-Policy: scripts only from this site and the configured remotes'
 * origins, and inline only the page's own scripts named by their hash; styles may be inline (Ant
 * Design writes its styles at run time, and server-rendered pages carry theirs inline); images from
 * anywhere over https (tracking pixels and prize pictures are images by design); nothing may frame
 * the page.
 */
export function contentSecurityPolicy(remotes: RemotesConfig, scriptHashes: string[] = []): string {
  const others = remoteOrigins(remotes).join(' ');
  const withRemotes = (base: string) => (others ? `${base} ${others}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes(["'self'", ...scriptHashes].join(' '))}`,
    `connect-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    "img-src 'self' data: https:",
    `font-src ${withRemotes("'self' data:")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Both run on libuv's thread pool, so a first request for a large file never blocks the API.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

interface CachedFile {
  /** Which version of the file this is; a changed mtime or size means a new file. */
  version: string;
  body: Buffer;
  /** The compressed bodies; `body` stays undefined until ready, null where compressing did not help. */
  encoded: Partial<Record<Encoding, { ready: Promise<void>; body?: Buffer | null }>>;
}

const cache = new Map<string, CachedFile>();
let cachedBytes = 0;

function remember(path: string, entry: CachedFile): void {
  forget(path);
  cache.set(path, entry);
  cachedBytes += entry.body.length;
  for (const [oldest, old] of cache) {
    if (cachedBytes <= maximumCacheBytes || oldest === path) break;
    cache.delete(oldest);
    cachedBytes -= old.body.length;
  }
}

function forget(path: string): void {
  const old = cache.get(path);
  if (!old) return;
  cache.delete(path);
  cachedBytes -= old.body.length;
}

/** The file at `relativePath` under `root`, or null for a missing file, a folder or a path that leaves `root`. */
async function readInside(root: string, relativePath: string): Promise<{ path: string; file: CachedFile } | null> {
  const target = normalize(join(root, relativePath));
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    const info = await stat(target);
    if (!info.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(target);
    if (cached?.version === version) return { path: target, file: cached };
    const file: CachedFile = { version, body: await readFile(target), encoded: {} };
    if (file.body.length <= maximumCachedFileSize) remember(target, file);
    return { path: target, file };
  } catch {
    forget(target);
    return null;
  }
}

function startEncoding(file: CachedFile, encoding: Encoding) {
  let entry = file.encoded[encoding];
  if (!entry) {
    const started: { ready: Promise<void>; body?: Buffer | null } = { ready: Promise.resolve() };
    started.ready = compressors[encoding](file.body).then(
      (compressed) => void (started.body = compressed.length < file.body.length ? compressed : null),
      () => void (started.body = null),
    );
    entry = file.encoded[encoding] = started;
  }
  return entry;
}

/**
 * The compressed body to send, or null for the plain file. Brotli at its best quality takes
 * a few hundred milliseconds on a large bundle, so nobody waits for it: until it is ready the
 * file goes out gzipped (milliseconds), and later requests get the brotli copy.
 */
async function encodedBody(file: CachedFile, accepted: Encoding[]): Promise<{ encoding: Encoding; body: Buffer } | null> {
  for (const [index, encoding] of accepted.entries()) {
    const entry = startEncoding(file, encoding);
    const fallbackLeft = accepted.slice(index + 1).includes('gzip');
    if (entry.body === undefined && encoding === 'br' && fallbackLeft) continue;
    await entry.ready;
    if (entry.body) return { encoding, body: entry.body };
  }
  return null;
}

/** The encodings the request accepts, best first (RFC 9110 §12.5.3, q=0 refuses). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*');
  return (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, q: quality.get(encoding) ?? wildcard ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}

function cacheControl(fileName: string): string {
  if (revalidatedFiles.has(fileName)) return 'no-cache';
  return fileName.match(/-[A-Za-z0-9_-]{8}\.(js|css)$/) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

async function fileResponse(
  c: Context,
  file: CachedFile,
  relativePath: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const fileName = relativePath.split('/').pop() ?? '';
  const extension = extname(fileName);
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(fileName),
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  };
  // Revalidated files (remoteEntry.js, index.html) are asked for on every visit: a repeat
  // visit gets a bodiless 304 while the build is unchanged.
  const etag = `W/"${file.version.replace(/[^0-9a-z]/gi, '-')}"`;
  headers.ETag = etag;
  // Caches must keep the compressed and the plain copy apart, whatever this response is.
  if (compressibleExtensions.has(extension)) headers.Vary = 'Accept-Encoding';
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  let body = file.body;
  if (compressibleExtensions.has(extension)) {
    // A range request gets the whole plain file (ranges are not supported, and a range of a
    // compressed body would be a range of something else).
    const encodings =
      body.length >= minimumCompressedSize && !c.req.header('Range') ? acceptedEncodings(c.req.header('Accept-Encoding')) : [];
    const encoded = encodings.length ? await encodedBody(file, encodings) : null;
    if (encoded) {
      headers['Content-Encoding'] = encoded.encoding;
      body = encoded.body;
    }
  }
  headers['Content-Length'] = String(body.length);
  // A HEAD request is answered with the headers of the GET (Hono drops the body).
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), { headers });
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null; // a malformed escape names no file
  }
}

export interface FrontendOptions {
  /** Folder that holds shell/dist and the three mfe-{name}/dist folders. */
  root: string;
  /** The live remotes: fixed, or read for every request (the releases in the database). */
  remotes: RemotesConfig | ((browser: string | null) => Promise<RemotesConfig>);
  /** Named in every page's versions meta tag and the admin footer. */
  apiVersion?: string;
  /** The site's public address for canonical links, the sitemap and robots.txt; else each request's origin. */
  publicUrl?: string;
}

/** A page answer: compressed when accepted, revalidated with an ETag of its content. */
async function pageResponse(c: Context, body: string, contentType: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const plain = Buffer.from(body);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ETag: `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    ...extraHeaders,
  };
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }
  let sent = plain;
  // A page changes with every figure, so it is compressed per answer at a fast level.
  const [encoding] = plain.length >= minimumCompressedSize ? acceptedEncodings(c.req.header('Accept-Encoding')) : [];
  if (encoding === 'br') {
    sent = await promisify(brotliCompress)(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    sent = await promisify(gzip)(plain, { level: 6 });
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(sent.length);
  return new Response(new Uint8Array(sent.buffer, sent.byteOffset, sent.length), { headers });
}

/** The CSS files the marketing remote's exposed App loads, from its build manifest. */
function exposedCss(manifest: Buffer): string[] {
  try {
    const parsed = JSON.parse(manifest.toString()) as { exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[] };
    return parsed.exposes?.find((expose) => expose.name === 'App')?.assets?.css?.sync ?? [];
  } catch {
    return [];
  }
}

/** The marketing build whose server half this process has: only its pages are rendered here. */
const BUNDLED_MARKETING_ENTRY = '/remotes/marketing/remoteEntry.js';

/** 'shell=0.1.0+abc; api=…; marketing=…; buyer=…; admin=…' for the page's versions meta tag. */
function versionsText(shell: string | null, api: string | undefined, remotes: RemotesConfig): string {
  const parts = [`shell=${shell ?? 'unknown'}`, ...(api ? [`api=${api}`] : [])];
  for (const [name, entry] of Object.entries(remotes)) parts.push(`${name}=${entry.version ?? 'unknown'}`);
  return parts.join('; ');
}

export function mountFrontends<E extends Env>(app: Hono<E>, options: FrontendOptions): void {
  const { root, publicUrl, apiVersion } = options;
  const liveRemotes =
    typeof options.remotes === 'function'
      ? options.remotes
      : (
          (fixed) => () =>
            Promise.resolve(fixed)
        )(options.remotes);
  const shellDist = join(root, 'shell', 'dist');
  const marketingDist = join(root, 'mfe-marketing', 'dist');
  const renderer = marketingRenderer(root);
  void renderer.warm();
  // The server render reads the API in this process, through the same routes the browser calls.
  const api = createApiClient({
    getUserToken: () => null,
    getAdminToken: () => null,
    fetchImpl: (input, init) => Promise.resolve(app.request(String(input), init)),
  });
  const originOf = (c: Context) => publicUrl ?? new URL(c.req.url).origin;
  const buildVersion = async (dist: string) => {
    const file = await readInside(dist, BUILD_INFO_FILE);
    try {
      return file ? buildInfoSchema.parse(JSON.parse(file.file.body.toString())).version : null;
    } catch {
      return null;
    }
  };
  const shellVersion = () => buildVersion(shellDist);

  // Asked by the shell at every navigation: an open tab learns of a release at its next one.
  // ?browser= is the tab's random id: while a canary runs, it decides (the same way every time)
  // whether this browser gets it.
  app.get('/remotes.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await liveRemotes(browserId(c.req.query('browser'))));
  });

  app.get('/robots.txt', (c) => pageResponse(c, robotsTxt(originOf(c)), 'text/plain; charset=utf-8'));
  app.get('/sitemap.xml', (c) => pageResponse(c, sitemapXml(originOf(c)), 'application/xml; charset=utf-8'));
  app.get('/manifest.webmanifest', async (c) => {
    let name = '';
    try {
      name = ((await api.get('settings.php')) as { settings?: { tokenName?: string } }).settings?.tokenName ?? '';
    } catch {
      // without settings the manifest still names the site
    }
    return pageResponse(c, JSON.stringify(webManifest(name)), 'application/manifest+json; charset=utf-8');
  });

  async function page(c: Context): Promise<Response> {
    const template = await readInside(shellDist, 'index.html');
    if (!template) return c.text('The frontends are not built: run `npm start` or `pnpm build`.', 503);
    const path = c.req.path;
    const remotes = await liveRemotes(null);
    const query = c.req.query('lang');
    const locale = pageLocale({ query, cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') });
    let rendered: RenderedPage | null = null;
    try {
      // The server half here renders only its own release: a marketing release from elsewhere is
      // rendered here only when this folder holds the same version, else in the browser, so the
      // markup and the code that takes it over never come from two versions.
      const sameRelease =
        remotes.marketing.url === BUNDLED_MARKETING_ENTRY ||
        (remotes.marketing.version !== null && remotes.marketing.version === (await buildVersion(marketingDist)));
      if (sameRelease) rendered = await renderer.render(path, api, locale);
    } catch (error) {
      // The page still works: the shell renders it in the browser, as without a server half.
      console.error(`[pages] rendering ${path} on the server failed`, error);
    }
    const html = template.file.body.toString();
    const inlineStyles: { href: string | null; css: string }[] = [];
    for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)) {
      const css = await readInside(shellDist, href!.slice(1));
      if (css) inlineStyles.push({ href: href!, css: css.file.body.toString() });
    }
    if (rendered) {
      const manifest = await readInside(marketingDist, 'mf-manifest.json');
      for (const file of manifest ? exposedCss(manifest.file.body) : []) {
        const css = await readInside(marketingDist, file);
        if (css) inlineStyles.push({ href: null, css: css.file.body.toString() });
      }
    }
    // A server half older than the languages renders English whatever was asked.
    const pageLanguage = rendered ? (isLocale(rendered.locale) ? rendered.locale : 'en') : locale;
    // A link's ?lang= makes its own page (listed as that language's version); otherwise the address is the page's only one.
    const canonical = `${originOf(c)}${path}${query === pageLanguage ? `?lang=${pageLanguage}` : ''}`;
    const indexable = (publicPagePaths as readonly string[]).includes(path);
    const head: PageHead | null = rendered
      ? {
          title: rendered.title,
          description: rendered.description,
          siteName: rendered.siteName,
          canonical,
          image: rendered.image ? new URL(rendered.image, canonical).href : null,
          alternates: indexable ? pageAlternates(`${originOf(c)}${path}`) : [],
        }
      : null;
    const document = pageDocument(html, {
      locale: pageLanguage,
      head,
      noindex: !indexable,
      inlineStyles,
      serverHtml: rendered?.html ?? null,
      state: {
        remotes,
        apiVersion,
        scriptOrigins: remoteOrigins(remotes),
        ...(rendered ? { queries: rendered.queries, preload: [remotes.marketing.url] } : {}),
        ...(rendered && (readingPages as readonly string[]).includes(path) ? { startOn: 'interaction' as const } : {}),
      },
      versions: versionsText(await shellVersion(), apiVersion, remotes),
    });
    return pageResponse(c, document, 'text/html; charset=utf-8', {
      'Content-Security-Policy': contentSecurityPolicy(remotes, templateScriptHashes(template.file)),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // The page is in the language its query, cookie or Accept-Language chose: a cache must keep one copy per language.
      Vary: 'Accept-Encoding, Cookie, Accept-Language',
      ...(indexable ? {} : { 'X-Robots-Tag': 'noindex' }),
    });
  }

  app.get('/remotes/:name/*', async (c, next) => {
    const name = c.req.param('name');
    if (!['marketing', 'buyer', 'admin'].includes(name)) return next();
    const relativePath = decodePath(c.req.path.slice(`/remotes/${name}/`.length));
    if (relativePath === null) return next();
    // The marketing remote's server half runs in this process only; it is not a browser file.
    if (relativePath.split('/')[0] === 'server' || isDevOnlyFile(relativePath, true)) return next();
    const found = await readInside(join(root, `mfe-${name}`, 'dist'), relativePath);
    if (!found) return next();
    // Remotes may be loaded by a shell on another origin (a remote released on a CDN).
    return fileResponse(c, found.file, relativePath, { 'Access-Control-Allow-Origin': '*' });
  });

  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const relativePath = decodePath(c.req.path.slice(1));
    if (relativePath === null) return next();
    const devOnly = isDevOnlyFile(relativePath, false);
    const asset = relativePath && !devOnly ? await readInside(shellDist, relativePath) : null;
    if (asset && relativePath !== 'index.html') return fileResponse(c, asset.file, relativePath);
    if (devOnly || relativePath.startsWith('assets/') || relativePath.startsWith('remotes/')) return next();
    // Every other path is a page of the single-page app; its router shows 'Page not found'.
    return page(c);
  });
}

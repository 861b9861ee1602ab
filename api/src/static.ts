import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Env, Hono } from 'hono';
import type { RemotesConfig } from '@openpresale/shared/federation';

// Serves the built shell and remotes from the same process as the API. Federation entry files
// and HTML are revalidated on every load (a new remote release shows up at once); hashed assets
// are cached for a year.

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

const revalidatedFiles = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

async function readInside(root: string, relativePath: string): Promise<Buffer | null> {
  const target = normalize(join(root, relativePath));
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    if (!(await stat(target)).isFile()) return null;
    return await readFile(target);
  } catch {
    return null;
  }
}

function cacheControl(fileName: string): string {
  if (revalidatedFiles.has(fileName)) return 'no-cache';
  return fileName.match(/-[A-Za-z0-9_-]{8}\.(js|css)$/) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

function fileResponse(body: Buffer, relativePath: string, extraHeaders: Record<string, string> = {}): Response {
  const fileName = relativePath.split('/').pop() ?? '';
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': contentTypes[extname(fileName)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(fileName),
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    },
  });
}

export interface FrontendOptions {
  /** Folder that holds shell/dist and the three mfe-{name}/dist folders. */
  root: string;
  remotes: RemotesConfig;
}

export function mountFrontends<E extends Env>(app: Hono<E>, { root, remotes }: FrontendOptions): void {
  const shellDist = join(root, 'shell', 'dist');

  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotes);
  });

  app.get('/remotes/:name/*', async (c, next) => {
    const name = c.req.param('name');
    if (!['marketing', 'buyer', 'admin'].includes(name)) return next();
    const relativePath = decodeURIComponent(c.req.path.slice(`/remotes/${name}/`.length));
    const body = await readInside(join(root, `mfe-${name}`, 'dist'), relativePath);
    if (!body) return next();
    // Remotes may be loaded by a shell on another origin (a remote released on a CDN).
    return fileResponse(body, relativePath, { 'Access-Control-Allow-Origin': '*' });
  });

  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const relativePath = decodeURIComponent(c.req.path.slice(1));
    const asset = relativePath ? await readInside(shellDist, relativePath) : null;
    if (asset) return fileResponse(asset, relativePath);
    if (relativePath.startsWith('assets/') || relativePath.startsWith('remotes/')) return next();
    // Every other path is a page of the single-page app; its router shows 'Page not found'.
    const page = await readInside(shellDist, 'index.html');
    if (!page) return c.text('The frontends are not built: run `npm start` or `pnpm build`.', 503);
    return fileResponse(page, 'index.html', {
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
}

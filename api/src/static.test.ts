import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { RemotesConfig } from '@openpresale/shared/federation';
import { releasesOf } from './app';
import { liveRemotes } from './services/releases';
import { acceptedEncodings, contentSecurityPolicy, inlineScriptHashes, mountFrontends } from './static';
import { makeHarness } from '../test/harness';

// A fake build: shell/dist and mfe-admin/dist in a temporary folder, served by the real app.
const root = mkdtempSync(join(tmpdir(), 'openpresale-static-'));
const shellDist = join(root, 'shell', 'dist');
const adminDist = join(root, 'mfe-admin', 'dist');
const bundle = `export const answer = ${JSON.stringify('the same sentence again and again. '.repeat(200))};\n`;
const loader = "document.documentElement.dataset.loaded = 'yes';";
const indexHtml = `<!doctype html><html><head><title>OpenPresale</title></head><body><div id="root"></div><script>${loader}</script>${'<!-- padding -->'.repeat(60)}</body></html>`;

function write(path: string, body: string | Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}

beforeAll(async () => {
  write(join(shellDist, 'index.html'), indexHtml);
  write(join(shellDist, 'assets', 'bootstrap-AbCd1234.js'), bundle);
  write(join(shellDist, 'assets', 'logo-AbCd1234.png'), Buffer.alloc(4096, 7));
  write(join(shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(adminDist, 'remoteEntry.js'), bundle);
  write(join(adminDist, 'assets', 'App-XyZw9876.js'), bundle);
  write(join(root, 'secret.txt'), 'outside every dist folder');
  // what a build leaves beside the site: never served
  write(join(shellDist, '.build-stamp'), 'hash of the sources');
  write(join(adminDist, '.build-stamp'), 'hash of the sources');
  write(join(adminDist, '.vite', 'manifest.json'), '{}');
  write(join(adminDist, 'mf-stats.json'), '{"build":"stats"}');
  write(join(adminDist, 'index.html'), '<!doctype html><script type="module" src="./src/main.tsx"></script>');
});
afterAll(async () => rmSync(root, { recursive: true, force: true }));

const h = await makeHarness();
mountFrontends(h.app, { root, remotes: () => liveRemotes(h.db, releasesOf(h.app)) });

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return h.app.request(path, { method, headers });
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('page security headers', () => {
  it('every page carries a Content-Security-Policy without inline script, and the stricter page headers survive', async () => {
    for (const path of ['/', '/dashboard/buy', '/admin/dashboard/users']) {
      const r = await get(path);
      const csp = r.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    }
    const docs = await h.app.request('/api/docs');
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it("the built page's own inline script runs by its hash; data blocks and script files need none", async () => {
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    const csp = (await get('/')).headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(
      inlineScriptHashes(
        `<script src="/a.js"></script><script type="application/json" id="s">{"a":1}</script><script>${loader}</script><script>${loader}</script>`,
      ),
    ).toEqual([hash]);
  });

  it('scripts may come from the configured remote origins only', async () => {
    const policy = contentSecurityPolicy({
      marketing: { url: '/remotes/marketing/remoteEntry.js', version: null, contract: null },
      buyer: { url: 'https://cdn.example.com/buyer/v2/remoteEntry.js', version: '2.0.0', contract: '1.0.0' },
      admin: { url: 'https://admin-cdn.example.net:8443/remoteEntry.js', version: '1.1.0', contract: '1.0.0' },
    });
    expect(policy).toContain("script-src 'self' https://cdn.example.com https://admin-cdn.example.net:8443;");
    expect(policy).not.toContain('*');
  });

  it("build leftovers are not served: .build-stamp, .vite, mf-stats.json, a remote's standalone index.html", async () => {
    for (const path of [
      '/.build-stamp',
      '/remotes/admin/.build-stamp',
      '/remotes/admin/.vite/manifest.json',
      '/remotes/admin/mf-stats.json',
      '/remotes/admin/index.html',
      '/remotes/admin/%2Ebuild-stamp',
    ]) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
    }
    expect((await get('/remotes/admin/remoteEntry.js')).status).toBe(200);
  });
});

describe('static files', () => {
  it('GET a shell asset with Accept-Encoding: gzip answers gzip that decodes to the file', async () => {
    const r = await get('/assets/bootstrap-AbCd1234.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = await bytes(r);
    expect(Number(r.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(bundle) / 4);
    expect(gunzipSync(body).toString()).toBe(bundle);
  });

  it('GET with br accepted answers gzip until the brotli copy is ready, then brotli, the same cached bytes each time', async () => {
    const path = '/remotes/admin/assets/App-XyZw9876.js';
    const first = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(first)).toString()).toBe(bundle);
    let r = first;
    for (let attempt = 0; attempt < 50 && r.headers.get('content-encoding') !== 'br'; attempt++) {
      await new Promise((done) => setTimeout(done, 20));
      r = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    }
    expect(r.headers.get('content-encoding')).toBe('br');
    const brotli = await bytes(r);
    expect(brotliDecompressSync(brotli).toString()).toBe(bundle);
    expect((await bytes(await get(path, { 'Accept-Encoding': 'br' }))).equals(brotli)).toBe(true);
  });

  it('GET with brotli alone accepted waits for the brotli copy', async () => {
    const r = await get('/assets/bootstrap-AbCd1234.js', { 'Accept-Encoding': 'br' });
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(r)).toString()).toBe(bundle);
  });

  it('GET without Accept-Encoding, with identity only, or with gzip;q=0 answers the plain file, still with Vary', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }]) {
      const r = await get('/assets/bootstrap-AbCd1234.js', headers);
      expect(r.headers.get('content-encoding')).toBeNull();
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(r)).toString()).toBe(bundle);
    }
  });

  it('GET with a Range header answers the whole plain file', async () => {
    const r = await get('/assets/bootstrap-AbCd1234.js', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-9' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBeNull();
    expect((await bytes(r)).toString()).toBe(bundle);
  });

  it('HEAD answers the headers of the GET without a body', async () => {
    const r = await get('/assets/bootstrap-AbCd1234.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect((await bytes(r)).length).toBe(0);
  });

  it('images and tiny files are not compressed', async () => {
    const png = await get('/assets/logo-AbCd1234.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect((await bytes(png)).length).toBe(4096);
    const svg = await get('/favicon.svg', { 'Accept-Encoding': 'gzip, br' });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-encoding')).toBeNull();
  });

  it('remoteEntry.js and index.html are revalidated; hashed assets are immutable', async () => {
    const entry = await get('/remotes/admin/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    const index = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The page is the shell's index.html filled for the request (src/pages): here, without a
    // marketing server half, the remote configuration the shell starts from.
    const page = gunzipSync(await bytes(index)).toString();
    expect(page).toContain('<title>OpenPresale</title>');
    expect(page).toContain(
      '<script type="application/json" id="op-page-state">{"remotes":{"marketing":{"url":"/remotes/marketing/remoteEntry.js"',
    );
    for (const path of ['/assets/bootstrap-AbCd1234.js', '/remotes/admin/assets/App-XyZw9876.js']) {
      expect((await get(path)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a file replaced in place (a redeployed remote folder) is served anew, compressed anew', async () => {
    const path = join(adminDist, 'remoteEntry.js');
    const release = `export const release = 2; // ${'new remote entry '.repeat(100)}\n`;
    writeFileSync(path, release);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const r = await get('/remotes/admin/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(await bytes(r)).toString()).toBe(release);
  });

  it('a revalidation with the current ETag answers 304 without a body; a changed file answers 200', async () => {
    const first = await get('/remotes/admin/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/remotes/admin/remoteEntry.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(again)).length).toBe(0);
    const page = await get('/some/page', { 'If-None-Match': (await get('/some/page')).headers.get('etag')! });
    expect(page.status).toBe(304);
    const path = join(adminDist, 'remoteEntry.js');
    writeFileSync(path, `export const release = 3; // ${'newer remote entry '.repeat(100)}\n`);
    utimesSync(path, new Date(), new Date(Date.now() + 10_000));
    const changed = await get('/remotes/admin/remoteEntry.js', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('paths that leave the dist folder are refused', async () => {
    for (const path of [
      '/remotes/admin/..%2F..%2Fsecret.txt',
      '/remotes/admin/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/..%2Fsecret.txt',
      '/assets/..%2F..%2F..%2Fsecret.txt',
    ]) {
      const r = await get(path);
      expect(await r.text(), path).not.toContain('outside every dist folder');
    }
    const r = await get('/assets/..%2F..%2F..%2Fsecret.txt');
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ status: 'error' });
  });

  it('an unknown page path answers the shell index.html (the SPA router shows the page), not to be indexed', async () => {
    for (const path of ['/dashboard/buy', '/admin/dashboard/users', '/no-such-page']) {
      const r = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(r.headers.get('x-robots-tag')).toBe('noindex');
      const page = gunzipSync(await bytes(r)).toString();
      expect(page).toContain('<meta name="robots" content="noindex"></head>');
      expect(page).toContain('<title>OpenPresale</title><meta name="openpresale-versions" content="shell=unknown; marketing=unknown;');
      expect(page).toContain('<div id="root"></div>');
    }
  });

  it('a missing asset or remote file is a 404, not the index page', async () => {
    for (const path of ['/assets/missing-AbCd1234.js', '/remotes/admin/assets/missing.js', '/remotes/buyer/remoteEntry.js']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
    }
  });

  it('an unknown /api path is left to the API, which answers JSON 404', async () => {
    const r = await get('/api/no-such-route');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(await r.json()).toEqual({ status: 'error', message: 'Not found.', code: 'common.notFound', params: {} });
  });

  it('GET /remotes.json answers the configured remotes, revalidated', async () => {
    const r = await get('/remotes.json');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    // the environment's bundled copy, whose folder here holds no build file to name its version
    expect(((await r.json()) as RemotesConfig).admin).toEqual({ url: '/remotes/admin/remoteEntry.js', version: null, contract: null });
  });
});

describe('acceptedEncodings', () => {
  it('orders by q, honours q=0 and *, ignores unknown encodings', async () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});

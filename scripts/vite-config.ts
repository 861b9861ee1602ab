// Vite configuration shared by the shell and the three remotes. The federation singletons come
// from the one map in shared/src/federation.ts, so the four builds cannot drift apart.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { federationShared, sharedExports } from '../shared/src/federation.ts';
import { BUILD_INFO_FILE, type BuildInfo } from '../shared/src/release/build-info.ts';
import { HOST_CONTRACT_VERSION } from '../shared/src/release/contract-version.ts';

// react-router's CommonJS dependencies need pre-bundling in dev mode (TOOLCHAIN.md).
// In development the API runs on its own (`pnpm dev`); every dev server forwards /api to it.
const apiProxy = { '/api': process.env.API_URL ?? 'http://localhost:8080' };

const optimizeDeps = {
  include: ['react-router-dom > react-router > cookie', 'react-router-dom > react-router > set-cookie-parser'],
};

// Fails the build when source code imports an export of a tree-shaken share that the shell's
// copy does not hold (shared/src/federation.ts, sharedExports): at run time it would be undefined.
function sharedExportsGuard(): Plugin {
  const packages = Object.entries(sharedExports) as Array<[string, readonly string[]]>;
  return {
    name: 'openpresale-shared-exports-guard',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('\0') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      for (const [pkg, allowed] of packages) {
        if (!code.includes(pkg)) continue;
        const quoted = pkg.replace(/[/@.-]/g, '\\$&');
        const statements = code.matchAll(
          new RegExp(`^[ \\t]*(?:import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${quoted}['"]|import\\(\\s*['"]${quoted}['"]`, 'gm'),
        );
        for (const [, typeOnly, clause] of statements) {
          if (typeOnly) continue;
          const named = clause?.match(/^\{([^}]*)\}$/s);
          const names = named
            ? named[1]!
                .split(',')
                .map((n) => n.trim())
                .filter((n) => n && !n.startsWith('type '))
                .map((n) => n.split(/\s+as\s+/)[0]!.trim())
            : null;
          const missing = names ? names.filter((n) => !allowed.includes(n)) : [`${clause ?? 'import()'} (not named exports)`];
          if (missing.length) {
            this.error(
              `${id}: ${missing.join(', ')} from '${pkg}' is not in the shell's tree-shaken copy. Import named exports only, ` +
                `and add new ones to sharedExports in shared/src/federation.ts (then release the shell before the remote).`,
            );
          }
        }
      }
      return null;
    },
  };
}

/** The commit being built, or null outside a git checkout (a source archive). */
function currentCommit(root: string): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

// Every build knows itself: its version and the host contract it was made against, compiled into
// its code (__OPENPRESALE_BUILD__) and written next to its entry (openpresale-build.json), where
// the server reads it when the build is registered as a release. A pipeline may name the version
// it releases with OPENPRESALE_VERSION; otherwise it is the package's version and the commit.
function buildInfo(name: BuildInfo['name']): Plugin {
  let info: BuildInfo;
  return {
    name: 'openpresale-build-info',
    config(config) {
      const root = config.root ?? process.cwd();
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      const commit = currentCommit(root);
      info = {
        name,
        version: process.env.OPENPRESALE_VERSION?.trim() || (commit ? `${pkg.version}+${commit}` : pkg.version),
        contract: HOST_CONTRACT_VERSION,
        builtAt: new Date().toISOString(),
      };
      return { define: { __OPENPRESALE_BUILD__: JSON.stringify(info) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify(info, null, 2)}\n` });
    },
  };
}

export function remoteConfig(name: 'marketing' | 'buyer' | 'admin', devPort: number, { command }: ConfigEnv): UserConfig {
  return {
    // Relative asset URLs: the remote's folder can be deployed anywhere (another origin, a CDN)
    // and its remoteEntry.js still finds its chunks next to it.
    base: './',
    plugins: [
      buildInfo(name),
      sharedExportsGuard(),
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './App': './src/App.tsx' },
        shared: federationShared,
        dts: false,
        // In production a remote does not bundle its own federation runtime (~19 KiB gzip each):
        // it uses the one the shell publishes (shellConfig, provideExternalRuntime). The dev
        // servers keep their own, so a remote still runs standalone (src/main.tsx) in `pnpm dev`.
        ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
    server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}`, cors: true, proxy: apiProxy },
    preview: { port: devPort, strictPort: true },
    optimizeDeps,
  };
}

// The server half of a remote (mfe-marketing/src/server): a Node bundle in dist/server that the API
// server's process imports to render the remote's pages to HTML. It carries its own React, router
// and query client (nothing is shared with the browser's federation scope on the server), so it
// runs from the remote's folder alone, and a new build of the remote changes the HTML without
// rebuilding the shell or the API.
export function remoteServerConfig(entry: string): UserConfig {
  return {
    plugins: [react()],
    // The API process does not set NODE_ENV; the bundle is always React's production build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      target: 'node20',
      outDir: 'dist/server',
      emptyOutDir: true,
      copyPublicDir: false,
      // One file: the API imports it again under a new query string after a release, and a chunk
      // importing the entry back would load a second copy of it (and of React) without that query.
      rolldownOptions: { output: { format: 'es', entryFileNames: '[name].js', codeSplitting: false } },
    },
  };
}

// In development /remotes.json points at the remotes' own dev servers (`pnpm dev`); in
// production the server answers it from configuration.
function devRemotesJson(): Plugin {
  return {
    name: 'openpresale-dev-remotes-json',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({
            marketing: { url: 'http://localhost:5171/remoteEntry.js', version: 'dev', contract: HOST_CONTRACT_VERSION },
            buyer: { url: 'http://localhost:5172/remoteEntry.js', version: 'dev', contract: HOST_CONTRACT_VERSION },
            admin: { url: 'http://localhost:5173/remoteEntry.js', version: 'dev', contract: HOST_CONTRACT_VERSION },
          }),
        );
      });
    },
  };
}

// The federation runtime loads the shell's shared libraries one after another (react, then
// react-dom, the router, react-query, then the shell's own code), one round trip each. Every
// chunk the start-up reaches is therefore fetched at once as a modulepreload; they are still
// evaluated in the runtime's order. Fallback copies (__prebuild__) are left out: the shell
// provides the shares, so it never loads them.
//
// None of it is requested before the first paint: a page the server rendered (the marketing
// pages) is complete in its HTML, and scripts fetched while it is still being painted would only
// share the visitor's bandwidth with it. index.html therefore carries, instead of the entry's
// <script> and the preload links, a small inline script that requests them all once the browser
// reports its first paint (a 'paint' performance entry; after 3 s at the latest), together with
// any module the server names in the page state's `preload` (the marketing remote's entry on
// its pages).
//
// A page that is there to be read (the server says `startOn: 'interaction'`: the landing page and
// the privacy policy) waits longer: its text, figures and links work without any script, so the
// app is requested only when the visitor first moves the pointer, touches, scrolls, types or
// focuses something (a visitor who accepted the issuer's tracking pixels gets the app after the
// first paint as elsewhere: the app loads the pixels). Until the app has taken over, a click on one of the server markup's buttons
// (the FAQ, the menu, the language switch) is held and given to the same button of the app once
// it shows (shell/src/features/server-page); a link simply loads its page.
// Modules the start-up imports only when it needs them (shared/src/queries loads the schemas with
// the first query it sends): not preloaded, or a page that sends none would download them anyway.
const onDemandModules = ['/shared/src/schemas/index.ts'];
// Another language's catalog (ru.ts, errors.ru.ts, …) is loaded only when the page is in it.
const otherLanguageCatalog = /[/.]ru\.ts$/;

function startAfterFirstPaint(): Plugin {
  return {
    name: 'openpresale-start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    // generateBundle, not transformIndexHtml: the federation plugin writes some chunk references
    // (its shared-import map) late, and only the final code shows them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset' || typeof page.source !== 'string') return;
        let html = page.source;
        const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
        if (!entry) this.error('index.html has no module entry script');
        const chunkNames = Object.keys(bundle).filter((fileName) => bundle[fileName]!.type === 'chunk');
        const reached = new Set<string>();
        const visit = (fileName: string) => {
          const item = bundle[fileName];
          if (!item || item.type !== 'chunk' || reached.has(fileName) || fileName.includes('__prebuild__')) return;
          if (onDemandModules.some((path) => item.facadeModuleId?.endsWith(path))) return;
          if (item.facadeModuleId && otherLanguageCatalog.test(item.facadeModuleId)) return;
          reached.add(fileName);
          [...item.imports, ...item.dynamicImports].forEach(visit);
          chunkNames.filter((other) => item.code.includes(other.split('/').pop()!)).forEach(visit);
        };
        chunkNames.filter((fileName) => html.includes(`/${fileName}"`)).forEach(visit);
        const entrySource = entry![1]!;
        const preloads = [...reached].map((fileName) => `/${fileName}`).filter((url) => url !== entrySource);
        html = html.replace(entry![0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
        const loader =
          `<script>(function(){var d=document,w=window,s=d.getElementById('op-page-state'),m=${JSON.stringify(preloads)},state={};` +
          `try{state=JSON.parse(s&&s.textContent||'{}')}catch(e){}m=m.concat(state.preload||[]);` +
          `function go(){m.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
          `var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entrySource)};d.head.appendChild(e)}` +
          `var started=0;function start(){if(!started++)setTimeout(go,0)}` +
          `function controls(p){return[].filter.call(p.querySelectorAll('button'),function(b){return!b.closest('.op-consent')})}` +
          `w.addEventListener('click',function(ev){var p=d.getElementById('op-server-page'),b=ev.target&&ev.target.closest&&ev.target.closest('button');` +
          `if(!p||!b||!p.contains(b)||b.closest('.op-consent'))return;ev.preventDefault();ev.stopPropagation();` +
          `w.__opPendingClick={index:controls(p).indexOf(b),text:b.textContent};start()},true);` +
          `var consent=null;try{consent=localStorage.getItem('pixelConsent')}catch(e){}` +
          `if(state.startOn==='interaction'&&consent!=='accepted'){var evs=['pointerdown','pointermove','touchstart','keydown','focusin','wheel','scroll'];` +
          `var first=function(){evs.forEach(function(n){w.removeEventListener(n,first,true)});start()};` +
          `evs.forEach(function(n){w.addEventListener(n,first,{capture:true,passive:true})});return}` +
          `try{new PerformanceObserver(start).observe({type:'paint',buffered:true})}catch(e){}` +
          `setTimeout(start,3000)})()</script>`;
        page.source = html.replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

export function shellConfig(devPort: number, { command }: ConfigEnv): UserConfig {
  return {
    base: '/',
    plugins: [
      buildInfo('shell'),
      devRemotesJson(),
      sharedExportsGuard(),
      startAfterFirstPaint(),
      react(),
      federation({
        name: 'shell',
        // Remotes are registered at run time from /remotes.json (see shell/src/remotes.ts), so a
        // remote can move without rebuilding the shell.
        remotes: {},
        shared: federationShared,
        // Do not fetch every remote's entry at start-up: / must not touch the buyer or admin code.
        shareStrategy: 'loaded-first',
        dts: false,
        // The one federation runtime of the page: the remotes' production builds read it from
        // globalThis._FEDERATION_RUNTIME_CORE instead of shipping their own copy.
        ...(command === 'build' ? { experiments: { provideExternalRuntime: true } } : {}),
      }),
    ],
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
    server: { port: devPort, strictPort: true, proxy: apiProxy },
    optimizeDeps,
  };
}

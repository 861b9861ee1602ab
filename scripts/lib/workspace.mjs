// Install and build steps shared by `npm start`, `npm test` and `pnpm build`. Plain Node with no
// dependencies: it runs on a fresh machine before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const PNPM_VERSION = '12.21.0';
export const frontendPackages = ['shell', 'mfe-marketing', 'mfe-buyer', 'mfe-admin'];

// Builds a package makes after its browser build, each with its own Vite config into its own
// folder of dist: the marketing remote's server half, which renders its pages to HTML in the API
// server's process. `output` is checked too, so a dist folder from before it existed is rebuilt.
const extraBuilds = {
  'mfe-marketing': [{ config: 'vite.server.config.ts', output: join('server', 'render-page.js') }],
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

function pnpmCommand() {
  const global = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (global.status === 0 && global.stdout.trim() === PNPM_VERSION) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

export function pnpm(args, options = {}) {
  const [command, prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

function hashFile(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Installs the locked dependencies when node_modules is missing or the lockfile changed. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.openpresale-installed');
  const lockHash = hashFile(join(root, 'pnpm-lock.yaml'));
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return;
  console.log('Installing dependencies (the first time takes a few minutes: better-sqlite3 compiles)…');
  const env = { ...process.env };
  // Where Node's headers are installed locally (as on these machines), node-gyp must use them
  // instead of downloading them.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  pnpm(['install', '--frozen-lockfile'], { env });
  writeFileSync(marker, lockHash);
}

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'dist' ? [] : listFiles(join(path, entry.name)),
  );
}

/** A fingerprint of everything a frontend's build reads, so unchanged packages are not rebuilt. */
function sourceFingerprint(pkg) {
  const inputs = [
    join(root, pkg),
    join(root, 'shared', 'src'),
    join(root, 'scripts', 'vite-config.ts'),
    join(root, 'pnpm-lock.yaml'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function processIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while holding a lock folder, so that two processes started together (test
 * servers, a developer's second terminal) never build into the same dist folder at once.
 */
function withBuildLock(work) {
  const lock = join(root, 'node_modules', '.openpresale-build-lock');
  const deadline = Date.now() + 10 * 60 * 1000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      if ((owner && !processIsAlive(owner)) || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds each frontend whose sources changed since its last build (or all, with force). */
export function ensureBuilt({ force = false } = {}) {
  withBuildLock(() => buildChanged(force));
}

function buildChanged(force) {
  for (const pkg of frontendPackages) {
    const stamp = join(root, pkg, 'dist', '.build-stamp');
    const fingerprint = sourceFingerprint(pkg);
    const extras = extraBuilds[pkg] ?? [];
    const complete = extras.every(({ output }) => existsSync(join(root, pkg, 'dist', output)));
    if (!force && complete && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) continue;
    console.log(`Building ${pkg}…`);
    const vite = join(root, 'node_modules', '.bin', 'vite');
    run(vite, ['build', '--logLevel', 'warn'], { cwd: join(root, pkg) });
    for (const { config } of extras) run(vite, ['build', '--config', config, '--logLevel', 'warn'], { cwd: join(root, pkg) });
    writeFileSync(stamp, fingerprint);
  }
}

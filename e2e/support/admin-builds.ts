import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './server';

// Real builds of the admin remote besides the one `npm start` serves: a team's next release,
// built from the same sources with its own version (as a pipeline names it), deployed elsewhere.

/** Builds the admin remote into a new folder, its version set as a release pipeline sets it. */
export function buildAdminRelease(version: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `openpresale-admin-${version}-`));
  const result = spawnSync(
    join(repositoryRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(repositoryRoot, 'mfe-admin'),
      env: { ...process.env, OPENPRESALE_VERSION: version },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Building the admin remote ${version} failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/**
 * A copy of a build as a build made against another major version of the host contract would
 * deploy it: its build file names that contract (what the server and the shell read).
 */
export function asBuildForContract(folder: string, version: string, contract: string): string {
  const copy = mkdtempSync(join(tmpdir(), `openpresale-admin-${version}-`));
  cpSync(folder, copy, { recursive: true });
  const file = join(copy, 'openpresale-build.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version, contract }, null, 2));
  return copy;
}

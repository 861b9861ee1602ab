import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The API's version as the builds name theirs: the package version and the commit it runs from
// (none outside a git checkout, e.g. a source archive), or the version a pipeline gives in
// OPENPRESALE_VERSION.
export function apiVersion(repositoryRoot: string, env: Record<string, string | undefined> = process.env): string {
  if (env.OPENPRESALE_VERSION?.trim()) return env.OPENPRESALE_VERSION.trim();
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

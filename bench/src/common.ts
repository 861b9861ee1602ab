// Small helpers shared by the benchmark sections: machine facts, percentiles, result files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem, loadavg } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '@openpresale/api/test-kit';

export { repositoryRoot };
export const resultsDir = join(repositoryRoot, 'bench', 'results');

export function machine() {
  const cpu = cpus();
  const version = process.version;
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: version,
    os: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function saveResult(section: string, data: unknown) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${section}.json`), JSON.stringify(data, null, 2) + '\n');
}

export function loadResult<T>(section: string): T | null {
  const path = join(resultsDir, `${section}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

export function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

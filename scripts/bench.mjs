// `pnpm bench`: install and build if needed (as `npm start` does), then run bench/ and rewrite
// BENCHMARKS.md. Sections: api, scale, bundle, crash, concurrency; `pnpm bench -- --only=api,bundle`
// runs some of them (the others keep their last figures in bench/results/).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'src', 'main.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'bench'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

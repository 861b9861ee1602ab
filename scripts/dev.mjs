// `pnpm dev`: the API on :8080 (restarts on change) and a Vite dev server per frontend
// (shell :5170, marketing :5171, buyer :5172, admin :5173). Open http://localhost:5170; its
// /remotes.json points at the remotes' dev servers (scripts/vite-config.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, frontendPackages, root } from './lib/workspace.mjs';

ensureInstalled();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: '8080' } }),
  ...frontendPackages.map((pkg) => spawn(bin('vite'), [], { cwd: join(root, pkg), stdio: 'inherit' })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

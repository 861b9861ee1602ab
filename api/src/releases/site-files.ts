import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

// A path on this site as the server answers it, read from the built folders: the release command
// runs without the server, yet may be given the bundled copy's address (/remotes/admin/…).
export function siteFileRequest(root: string): (path: string) => Promise<Response> {
  return async (path) => {
    const [, remote, rest] = /^\/remotes\/(marketing|buyer|admin)\/(.+)$/.exec(path.split(/[?#]/)[0]!) ?? [];
    const folder = remote ? join(root, `mfe-${remote}`, 'dist') : join(root, 'shell', 'dist');
    const file = normalize(join(folder, remote ? rest! : path));
    if (!file.startsWith(folder + sep)) return new Response(null, { status: 404 });
    try {
      return new Response(await readFile(file), { status: 200 });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

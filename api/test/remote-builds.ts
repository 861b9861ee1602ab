import { createServer, type Server } from 'node:http';

// Remote builds deployed on a loopback origin, as a CDN would hold them: each folder answers its
// remoteEntry.js and, unless told otherwise, the openpresale-build.json the build writes.

export interface FakeBuild {
  remote: string;
  version: string;
  contract: string;
  /** what the folder lacks or gets wrong */
  flaw?: 'no-build-file' | 'empty-entry' | 'entry-500';
}

export interface RemoteBuilds {
  origin: string;
  url(folder: string): string;
  deploy(folder: string, build: FakeBuild): void;
  takeDown(folder: string): void;
  close(): Promise<void>;
}

export async function serveRemoteBuilds(): Promise<RemoteBuilds> {
  const folders = new Map<string, FakeBuild>();
  const server: Server = createServer((request, response) => {
    const [, folder, file] = /^\/([^/]+)\/([^/?]+)/.exec(request.url ?? '') ?? [];
    const build = folder ? folders.get(folder) : undefined;
    if (!build) return void response.writeHead(404).end();
    if (file === 'remoteEntry.js') {
      if (build.flaw === 'entry-500') return void response.writeHead(500).end('oops');
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void response.end(
        build.flaw === 'empty-entry' ? '' : `export const get = () => {}; export const init = () => {}; // ${build.version}`,
      );
    }
    if (file === 'openpresale-build.json' && build.flaw !== 'no-build-file') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify({ name: build.remote, version: build.version, contract: build.contract }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    url: (folder) => `${origin}/${folder}/remoteEntry.js`,
    deploy: (folder, build) => void folders.set(folder, build),
    takeDown: (folder) => void folders.delete(folder),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

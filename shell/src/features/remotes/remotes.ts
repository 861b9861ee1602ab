import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteNames, type RemoteAppProps, type RemoteName, type RemotesConfig } from '@openpresale/shared';
import type { ComponentType } from 'react';
import { pageState } from '../server-page/server-page';

// Remote URLs are not baked into the shell: the server answers /remotes.json from its
// configuration, so a team can ship a new remote by deploying it and changing one URL.
const bundledRemotes: RemotesConfig = {
  marketing: '/remotes/marketing/remoteEntry.js',
  buyer: '/remotes/buyer/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

export async function registerConfiguredRemotes(): Promise<void> {
  let config: RemotesConfig = bundledRemotes;
  // The server writes the same configuration into the page, which saves a round trip.
  if (pageState.remotes) {
    config = { ...bundledRemotes, ...pageState.remotes };
  } else {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (response.ok) config = { ...bundledRemotes, ...((await response.json()) as Partial<RemotesConfig>) };
    } catch {
      // Without the configuration the bundled remotes on this origin are the best guess.
    }
  }
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config[name], type: 'module' })),
    { force: true },
  );
}

export type RemoteModule = { default: ComponentType<RemoteAppProps> };

export async function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} remote did not expose an App`);
  return module;
}

import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteAppProps, RemoteEntry, RemoteName } from '@openpresale/shared';
import type { ComponentType } from 'react';
import { checkContract } from './remote-contract';

// Remote URLs are not baked into the shell: the server answers /remotes.json from its releases
// (remote-registry.ts), and a remote is registered with the federation runtime when it is first
// loaded, or again, at its new address, when a tab loads a newer release of it.

const registered = new Map<RemoteName, string>();

export type RemoteModule = { default: ComponentType<RemoteAppProps> };

export async function loadRemoteApp(name: RemoteName, entry: RemoteEntry): Promise<RemoteModule> {
  await checkContract(name, entry);
  if (registered.get(name) !== entry.url) {
    // force: the runtime forgets the old release's entry and modules, so the next load is the new one's
    registerRemotes([{ name, entry: entry.url, type: 'module' }], { force: registered.has(name) });
    registered.set(name, entry.url);
  }
  const module = await loadRemote<RemoteModule>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} remote did not expose an App`);
  return module;
}

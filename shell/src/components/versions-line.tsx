import { remoteNames } from '@openpresale/shared';
import { useSyncExternalStore } from 'react';
import { liveRemotes, subscribeToRemotes } from '../features/remotes/remote-registry';
import { pageState } from '../features/server-page/server-page';
import { useT } from '../i18n';

// The shell's own build, compiled in; absent only in tests.
const shellVersion = typeof __OPENPRESALE_BUILD__ === 'undefined' ? null : __OPENPRESALE_BUILD__.version;

/**
 * What runs this site, for whoever asks support or releases a section: the shell, the API and
 * the live release of each remote (as of this tab's last navigation).
 */
export function VersionsLine() {
  const t = useT();
  const remotes = useSyncExternalStore(subscribeToRemotes, liveRemotes);
  const unknown = t('common.versions.unknown');
  // The parts' names are the programs' own names, the same in every language.
  const parts = [
    `shell ${shellVersion ?? unknown}`,
    `API ${pageState.apiVersion ?? unknown}`,
    ...remoteNames.map((name) => `${name} ${remotes[name].version ?? unknown}`),
  ];
  return <p className="site-footer-versions">{t('common.versions', { list: parts.join(' · ') })}</p>;
}

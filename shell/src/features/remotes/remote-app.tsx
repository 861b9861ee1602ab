import type { RemoteEntry, RemoteName } from '@openpresale/shared';
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useT } from '../../i18n';
import { pageMayLoad, releaseServerPage } from '../server-page/server-page';
import { liveRemote, subscribeToRemotes } from './remote-registry';
import { ContractMismatchError } from './remote-contract';
import { loadRemoteApp, type RemoteModule } from './remotes';
import { VersionMismatch } from './version-mismatch';

type RemoteComponent = LazyExoticComponent<RemoteModule['default']>;

// One lazy component per remote, release and attempt, kept across route changes so that moving
// between two routes of the same remote does not remount it; a new release is a new component,
// so the old one's whole tree gives way to the new one's (never a mix of two versions).
const lazyRemotes = new Map<string, RemoteComponent>();

function lazyRemote(name: RemoteName, entry: RemoteEntry, attempt: number): RemoteComponent {
  const key = `${name}#${entry.url}#${attempt}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteApp(name, entry));
    lazyRemotes.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="message-card remote-failed" role="alert">
      <p>{t('remotes.failed')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('remotes.retry')}
      </button>
    </div>
  );
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A remote failed') };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ContractMismatchError) {
      return (
        <Suspense fallback={null}>
          <VersionMismatch error={error} />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <RemoteFailed
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      </Suspense>
    );
  }
}

/**
 * Rendered after the remote in the same commit: by then the remote's page is in the DOM, and
 * the server's markup of that page (if any) gives way to it before the browser paints.
 */
function ServerPageRelease() {
  useLayoutEffect(releaseServerPage, []);
  return null;
}

/**
 * The release of `name` this tab runs. A tab keeps running the release it mounted; once a
 * navigation has found a newer one live (the shell asks at every navigation), it takes the new
 * one, in a transition: the old page stays on screen until the new release has loaded.
 */
function useMountedRelease(name: RemoteName): RemoteEntry {
  const live = useSyncExternalStore(subscribeToRemotes, () => liveRemote(name));
  const [mounted, setMounted] = useState(live);
  useEffect(() => {
    if (live.url === mounted.url && live.contract === mounted.contract) return;
    // This page's Content-Security-Policy was written for the releases live when it loaded: a
    // release from another origin is loaded by loading the page again (the address is already
    // the one navigated to), under the policy that allows it.
    if (!pageMayLoad(live.url)) window.location.reload();
    else startTransition(() => setMounted(live));
  }, [live, mounted]);
  return mounted;
}

export function RemoteApp({ name, basePath }: { name: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const release = useMountedRelease(name);
  const Remote = lazyRemote(name, release, attempt);
  // When the remote cannot be loaded, a page the server rendered stays as it is: readable, and
  // its links work as ordinary links.
  return (
    <RemoteErrorBoundary key={release.url} name={name} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Remote basePath={basePath} />
        <ServerPageRelease />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import type { RemoteName } from '@openpresale/shared';
import { Component, lazy, Suspense, useLayoutEffect, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { releaseServerPage } from '../server-page/server-page';
import { loadRemoteApp, type RemoteModule } from './remotes';

type RemoteComponent = LazyExoticComponent<RemoteModule['default']>;

// One lazy component per remote and attempt, kept across route changes so that moving between
// two routes of the same remote does not remount it.
const lazyRemotes = new Map<string, RemoteComponent>();

function lazyRemote(name: RemoteName, attempt: number): RemoteComponent {
  const key = `${name}#${attempt}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteApp(name));
    lazyRemotes.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="message-card remote-failed" role="alert">
        <p>This section could not be loaded.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry
        </button>
      </div>
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

export function RemoteApp({ name, basePath }: { name: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(name, attempt);
  // When the remote cannot be loaded, a page the server rendered stays as it is: readable, and
  // its links work as ordinary links.
  return (
    <RemoteErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Remote basePath={basePath} />
        <ServerPageRelease />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

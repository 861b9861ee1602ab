import type { RemoteName } from '@openpresale/shared';
import { Component, lazy, Suspense, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
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

export function RemoteApp({ name, basePath }: { name: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(name, attempt);
  return (
    <RemoteErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Remote basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

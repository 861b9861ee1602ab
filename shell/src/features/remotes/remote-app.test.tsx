import { HOST_CONTRACT_VERSION } from '@openpresale/shared/release';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route } from 'react-router-dom';
import { renderWithHost } from '../../test/render-with-host';
import { ContractMismatchError, checkContract } from './remote-contract';

const loadRemoteApp = vi.fn();
vi.mock('./remotes', () => ({
  loadRemoteApp: async (name: string, entry: { url: string; version: string | null; contract: string | null }) => {
    await checkContract(name as 'admin', entry);
    return loadRemoteApp(name, entry);
  },
}));

const { RemoteApp } = await import('./remote-app');
const { ReleaseWatch } = await import('./release-watch');
const { loadRemotesConfiguration } = await import('./remote-registry');

const release = (url: string, version: string, contract = HOST_CONTRACT_VERSION) => ({ url, version, contract });

function answerRemotesJson(admin: ReturnType<typeof release>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ admin }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

afterEach(() => {
  loadRemoteApp.mockReset();
  vi.unstubAllGlobals();
});

function AdminSection({ version }: { version: string }) {
  return (
    <div>
      <p>Admin {version}</p>
      <Link to="/admin/other">Other screen</Link>
    </div>
  );
}

// The render is awaited: a remote loads lazily, and the shell's parts around it read their catalog
// with use(), which React's test mode resumes only inside an awaited act.
describe('RemoteApp', () => {
  it("shows 'This section could not be loaded.' when a remote fails, and Retry loads it again", async () => {
    answerRemotesJson(release('/remotes/admin/remoteEntry.js', '1.0.0'));
    await loadRemotesConfiguration();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteApp.mockRejectedValueOnce(new Error('connection refused'));
    loadRemoteApp.mockResolvedValueOnce({ default: ({ basePath }: { basePath: string }) => <p>Admin remote at {basePath}</p> });

    await act(async () => {
      renderWithHost('/admin', <Route path="/admin" element={<RemoteApp name="admin" basePath="/admin" />} />);
    });
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Admin remote at /admin')).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
  });

  it('a release built for another contract major is not loaded: the boundary says the versions do not fit, without Retry', async () => {
    answerRemotesJson(release('https://cdn.example.com/admin/9/remoteEntry.js', '9.0.0', '2.0.0'));
    await loadRemotesConfiguration();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      renderWithHost('/admin', <Route path="/admin" element={<RemoteApp name="admin" basePath="/admin" />} />);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section’s version does not fit this site’s version, so it is not shown.');
    expect(alert).toHaveTextContent(
      'The administration area here is version 9.0.0, made for version 2 of the site; this site is version 1.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  it('an open section keeps its release until the next navigation, which mounts the new release whole', async () => {
    answerRemotesJson(release('/remotes/admin/v1/remoteEntry.js', '1.0.0'));
    await loadRemotesConfiguration();
    loadRemoteApp.mockImplementation(async (_name: string, entry: { version: string }) => ({
      default: () => <AdminSection version={entry.version} />,
    }));
    await act(async () => {
      renderWithHost(
        '/admin',
        <Route
          path="/admin/*"
          element={
            <>
              <ReleaseWatch />
              <RemoteApp name="admin" basePath="/admin" />
            </>
          }
        />,
      );
    });
    expect(await screen.findByText('Admin 1.0.0')).toBeInTheDocument();

    // released meanwhile; the tab learns of it only when it navigates
    answerRemotesJson(release('https://cdn.example.com/admin/2/remoteEntry.js', '2.0.0'));
    expect(screen.getByText('Admin 1.0.0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Other screen' }));
    expect(await screen.findByText('Admin 2.0.0')).toBeInTheDocument();
    expect(screen.queryByText('Admin 1.0.0')).toBeNull();
    expect(loadRemoteApp).toHaveBeenLastCalledWith(
      'admin',
      expect.objectContaining({ url: 'https://cdn.example.com/admin/2/remoteEntry.js' }),
    );
  });
});

describe('checkContract', () => {
  it('accepts the same major (an older or newer minor), refuses another major', async () => {
    await expect(checkContract('admin', release('/a/remoteEntry.js', '1', '1.0.0'))).resolves.toBeUndefined();
    await expect(checkContract('admin', release('/a/remoteEntry.js', '1', '1.7.2'))).resolves.toBeUndefined();
    await expect(checkContract('admin', release('/a/remoteEntry.js', '1', '2.0.0'))).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(checkContract('admin', release('/a/remoteEntry.js', '1', '0.9.0'))).rejects.toBeInstanceOf(ContractMismatchError);
  });

  it('asks the build itself when the configuration does not name its contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ name: 'admin', version: '3.0.0', contract: '3.1.0' }), { status: 200 })),
    );
    const error = await checkContract('admin', { url: 'https://cdn.example.com/x/remoteEntry.js', version: null, contract: null }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toMatchObject({ version: '3.0.0', contract: '3.1.0' });
    expect(vi.mocked(fetch).mock.calls[0]![0]!.toString()).toBe('https://cdn.example.com/x/openpresale-build.json');
  });
});

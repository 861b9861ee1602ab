import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { renderWithHost } from '../../test/render-with-host';

const loadRemoteApp = vi.fn();
vi.mock('./remotes', () => ({ loadRemoteApp: (name: string) => loadRemoteApp(name) }));

const { RemoteApp } = await import('./remote-app');

afterEach(() => loadRemoteApp.mockReset());

describe('RemoteApp', () => {
  it("shows 'This section could not be loaded.' when a remote fails, and Retry loads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteApp.mockRejectedValueOnce(new Error('connection refused'));
    loadRemoteApp.mockResolvedValueOnce({ default: ({ basePath }: { basePath: string }) => <p>Admin remote at {basePath}</p> });

    renderWithHost('/admin', <Route path="/admin" element={<RemoteApp name="admin" basePath="/admin" />} />);
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Admin remote at /admin')).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
    expect(loadRemoteApp).toHaveBeenCalledWith('admin');
  });
});

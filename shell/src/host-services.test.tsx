import { useHost } from '@openpresale/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { renderWithHost } from './test/render-with-host';

function Probe() {
  const host = useHost();
  return (
    <div>
      <p>sidebar {host.sidebar.open ? 'open' : 'closed'}</p>
      <p>email {host.session.userEmail ?? 'none'}</p>
      <button type="button" onClick={() => host.notify({ kind: 'success', title: 'Saved', description: 'All good.' })}>
        notify
      </button>
      <button type="button" onClick={() => host.notify({ kind: 'error', title: 'Second' })}>
        notify again
      </button>
      <button type="button" onClick={() => host.signInUser('t1', 'buyer@example.com')}>
        sign in
      </button>
    </div>
  );
}

describe('host services', () => {
  it('shows one toast at a time and hides it after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithHost('/', <Route path="/" element={<Probe />} />);
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'notify again' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('toggles the sidebar with Ctrl+B and keeps the state in the sidebar:state cookie', () => {
    renderWithHost('/', <Route path="/" element={<Probe />} />);
    expect(screen.getByText('sidebar open')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByText('sidebar closed')).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar:state=false');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(screen.getByText('sidebar open')).toBeInTheDocument();
  });

  it('stores the user session in local storage under userToken and userEmail', async () => {
    renderWithHost('/', <Route path="/" element={<Probe />} />);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('email buyer@example.com')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('t1');
    expect(localStorage.getItem('userEmail')).toBe('buyer@example.com');
  });
});

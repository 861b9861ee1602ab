import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { renderWithHost, stubFetch } from '../../test/render-with-host';
import { AdminGuard, UserGuard } from './session-guard';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const buyer = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.test',
  phone_number: null,
  payout_address: null,
  balance: 0,
  bonusTokens: 0,
  purchased: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  prizes: [],
  level: 'Bronze',
  email_verified: true,
};

const dashboard = (
  <Route
    path="/dashboard/*"
    element={
      <UserGuard>
        <p>Buyer area</p>
      </UserGuard>
    }
  />
);

describe('UserGuard', () => {
  it('sends a visitor without a stored token to /login', async () => {
    stubFetch({});
    renderWithHost('/dashboard', dashboard);
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(screen.queryByText('Buyer area')).not.toBeInTheDocument();
  });

  it('checks the stored token with GET users.php and shows the page when the API accepts it', async () => {
    localStorage.setItem('userToken', 'good-token');
    const calls = stubFetch({
      '/api/controllers/users.php': { status: 200, body: { status: 'success', user: buyer } },
    });
    renderWithHost('/dashboard', dashboard);
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(await screen.findByText('Buyer area')).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer good-token');
  });

  it('clears a rejected token and redirects to /login', async () => {
    localStorage.setItem('userToken', 'expired-token');
    localStorage.setItem('userEmail', 'old@example.com');
    stubFetch({
      '/api/controllers/users.php': { status: 401, body: { status: 'error', message: 'Session expired' } },
    });
    renderWithHost('/dashboard', dashboard);
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
  });
});

describe('AdminGuard', () => {
  it('removes a rejected admin token and goes to /admin', async () => {
    localStorage.setItem('adminToken', 'stale');
    stubFetch({ '/api/controllers/admin.php': { status: 401, body: { status: 'error', message: 'Session expired' } } });
    renderWithHost(
      '/admin/dashboard',
      <Route
        path="/admin/dashboard/*"
        element={
          <AdminGuard>
            <p>Admin area</p>
          </AdminGuard>
        }
      />,
    );
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@openpresale/shared/permissions';
import App from './App';
import { renderWithHost } from './test/render-with-host';

// The shell mounts the remote at /admin/dashboard/*; the remote's own routes decide the page.
function renderAt(path: string, role: AdminRole = 'owner') {
  return renderWithHost(
    <Routes>
      <Route path="/admin/dashboard/*" element={<App basePath="/admin/dashboard" />} />
    </Routes>,
    { path, role },
  );
}

describe('what each role sees (the permission map in shared)', () => {
  it.each([
    ['support', ['Overview', 'Users', 'Transactions', 'Payment review', 'Change password', 'Security']],
    ['operator', ['Overview', 'Users', 'Transactions', 'Payment review', 'Withdrawals', 'Change password', 'Security']],
  ] as const)('a %s sees only the screens of the role in the sidebar', async (role, expected) => {
    renderAt('/admin/dashboard', role);
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(expected);
  });

  it.each(['administrators', 'audit', 'crypto', 'presale', 'prizes', 'pixels', 'withdrawals', 'releases'])(
    "a support administrator opening /admin/dashboard/%s is told it is not part of the role, and no owner's screen renders",
    async (path) => {
      const { api } = renderAt(`/admin/dashboard/${path}`, 'support');
      expect(await screen.findByText('This page is not part of your role')).toBeInTheDocument();
      expect(api.get).not.toHaveBeenCalledWith(
        expect.stringMatching(/adminAccounts|audit|securitySettings|pixels|prizes|withdrawals|releases/),
        expect.anything(),
      );
    },
  );
});

describe('admin routes and navigation', () => {
  it('opens the Overview at /admin/dashboard, first in the sidebar and in the breadcrumb', async () => {
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Overview',
      'Crypto',
      'Users',
      'Transactions',
      'Payment review',
      'Withdrawals',
      'Presale',
      'Prizes',
      'Change password',
      'Change main currency',
      'Pixels',
      'Security',
      'Administrators',
      'Audit',
      'Outbox',
      'Releases',
    ]);
    expect(within(screen.getByRole('menuitem', { name: /Crypto/ })).getByRole('link')).toHaveAttribute('href', '/admin/dashboard/crypto');
    expect(document.querySelector('.ad-breadcrumb')).toHaveTextContent('Admin/Overview');
  });

  // Crypto moved from the index to /crypto; every other screen kept its path.
  it.each([
    ['crypto', 'Crypto'],
    ['users', 'All Users'],
    ['transactions', 'All Transactions'],
    ['withdrawals', 'Withdrawals'],
    ['presale', 'Presale'],
    ['prizes', 'Prizes'],
    ['change-password', 'Change password'],
    ['change-main-currency', 'Change main currency'],
    ['pixels', 'Manage API Keys'],
    ['releases', 'Releases'],
  ])('opens /admin/dashboard/%s with its heading %s', async (path, heading) => {
    renderAt(`/admin/dashboard/${path}`);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it("names a user's page 'User {id}' in the breadcrumb, under a link back to Users", async () => {
    renderAt('/admin/dashboard/users/7');
    const breadcrumb = document.querySelector('.ad-breadcrumb') as HTMLElement;
    expect(breadcrumb).toHaveTextContent('Admin/Users/User 7');
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/dashboard/users');
  });
});

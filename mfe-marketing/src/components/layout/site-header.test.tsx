import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@openpresale/shared/testing';
import { renderPage, settingsAnswer } from '../../test/render';
import { SiteHeader } from './site-header';

describe('Landing header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("offers 'Log in' and 'Register' to a visitor", async () => {
    stubFetch({ 'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer() } });
    renderPage('/', <SiteHeader />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("offers 'Dashboard' instead to a visitor who is signed in", async () => {
    localStorage.setItem('userToken', 'a-token');
    localStorage.setItem('userEmail', 'buyer@example.test');
    stubFetch({ 'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer() } });
    renderPage('/', <SiteHeader />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });
});

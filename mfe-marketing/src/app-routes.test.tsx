import { RISK_NOTICE } from '@openpresale/shared';
import { renderWithHost, stubFetch } from '@openpresale/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from './App';
import { settingsAnswer } from './test/render';

// The shell mounts this remote at /*: the remote's own routes pick the page, and a path it does
// not know gets the site's one not-found page.
function renderAt(path: string) {
  stubFetch({ 'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer() } });
  return renderWithHost(null, { path, routes: <Route path="/*" element={<App basePath="/" />} /> });
}

describe('marketing routes', () => {
  it.each([
    ['/login', 'Log in'],
    ['/register', 'Create your account'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows its own page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("an unknown path shows 'Page not found' in the site's frame, titled, and 'Go home' leads to /", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Demo Token | Page not found'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(RISK_NOTICE);
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

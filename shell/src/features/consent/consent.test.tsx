import { HostProvider } from '@openpresale/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner } from './consent-banner';
import { CONSENT_STORAGE_KEY, openConsentChoices } from './consent-store';
import { PixelLoader } from './pixel-loader';
import { PIXEL_ATTRIBUTE, removePixelTags } from './pixel-tags';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HostProvider tokenName="Demo Token">
        <ConsentBanner />
        <PixelLoader />
      </HostProvider>
    </MemoryRouter>,
  );
}

describe('consent banner and pixel loader', () => {
  let requested: string[];

  beforeEach(() => {
    requested = [];
    // as if the storage were cleared in another tab: the store follows it
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    removePixelTags();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(JSON.stringify({ status: 'success', api_keys: [{ id: 1, api_key: 'key-one' }] }), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first and requests nothing before an answer', async () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Tracking pixels' })).toBeInTheDocument();
    await act(async () => {});
    expect(requested).toEqual([]);
    expect(document.querySelector(`[${PIXEL_ATTRIBUTE}]`)).toBeNull();
  });

  it('after Accept asks for the current path and adds the key tag once', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(document.querySelectorAll(`[${PIXEL_ATTRIBUTE}="key-one"]`)).toHaveLength(1));
    expect(requested).toEqual(['/api/controllers/pixels.php?location=%2Fdashboard']);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(screen.queryByRole('heading', { name: 'Tracking pixels' })).toBeNull();
  });

  it('after Refuse requests nothing and remembers the choice; the choice can be reopened', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('refused');
    expect(requested).toEqual([]);
    act(() => openConsentChoices());
    expect(screen.getByText('Your current choice: pixels refused.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tracking pixels' })).toHaveFocus();
  });

  it('follows a choice made in another tab of the site: the banner closes and nothing is requested', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Tracking pixels' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'refused');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.queryByRole('heading', { name: 'Tracking pixels' })).not.toBeInTheDocument();
    await act(async () => {});
    expect(requested).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { PixelsPage } from './pixels-page';

function setup() {
  return renderWithHost(<PixelsPage />, {
    arrange: (api) =>
      api.get.mockResolvedValue({
        status: 'success',
        api_keys: [{ id: 7, api_key: 'pk_live_1', api_key_secondary: null, location: '/dashboard' }],
      }),
  });
}

describe('PixelsPage (SPEC §3 Manage API Keys, §6 messages as toasts)', () => {
  it('reports a missing API key and a missing location as error toasts and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(host.notify).toHaveBeenLastCalledWith({ kind: 'error', title: 'API Key is required' });
    await user.type(screen.getByPlaceholderText('Enter API Key'), 'pk_test_2');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(host.notify).toHaveBeenLastCalledWith({ kind: 'error', title: 'Location is required' });
    expect(api.post).not.toHaveBeenCalled();
  });

  it("lists keys with 'No secondary key' and the total, and saves a new one", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    expect(await screen.findByText('pk_live_1')).toBeInTheDocument();
    expect(screen.getByText('No secondary key')).toBeInTheDocument();
    expect(screen.getByText('Total Keys: 1')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Enter API Key'), 'pk_test_2');
    await user.type(screen.getByPlaceholderText('Enter Location (e.g., /dashboard)'), '/');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'API key saved successfully' }));
    expect(api.post).toHaveBeenCalledWith('pixels.php', {
      auth: 'admin',
      body: { api_key: 'pk_test_2', api_key_secondary: null, location: '/' },
    });
  });
});

import { ApiRequestError } from '@openpresale/shared';
import type { ReleasesResponse } from '@openpresale/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../../test/render-with-host';
import { ReleasesPage } from './releases-page';

const environment = (remote: 'marketing' | 'buyer' | 'admin') => ({
  remote,
  live: {
    id: null,
    url: `/remotes/${remote}/remoteEntry.js`,
    version: '0.1.0+abc1234',
    contract: '1.0.0',
    fits: true,
    registeredAt: null,
    registeredBy: 'environment',
    releasedAt: null,
    releasedBy: 'environment',
  },
  previous: null,
  canary: null,
  versions: [],
});

const answer: ReleasesResponse = {
  status: 'success',
  site: { contract: '1.0.0', api: '0.1.0+abc1234', shell: '0.1.0+abc1234' },
  remotes: [
    environment('marketing'),
    environment('buyer'),
    {
      ...environment('admin'),
      versions: [
        {
          id: 4,
          url: 'https://cdn.example.com/admin/2/remoteEntry.js',
          version: '2.0.0',
          contract: '1.2.0',
          fits: true,
          registeredAt: '2026-03-01T09:00:00.000Z',
          registeredBy: 'owner',
        },
      ],
    },
  ],
};

function setup() {
  return renderWithHost(<ReleasesPage />, {
    path: '/admin/dashboard/releases',
    arrange: (api) => api.get.mockImplementation(async (path: string) => (path === 'releases.php' ? answer : { status: 'success' })),
  });
}

describe('ReleasesPage', () => {
  it('shows what is live per section and switches to a registered version in one click', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    const admin = (await screen.findByText('Administration (admin)', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(admin).getByLabelText('Live admin release')).toHaveTextContent('0.1.0+abc1234');
    expect(within(admin).getByText('From the environment variable at start')).toBeInTheDocument();
    // nothing released yet: there is nothing to roll back to
    expect(within(admin).queryByRole('button', { name: /Roll admin back/ })).toBeNull();

    api.put.mockResolvedValueOnce({ status: 'success', message: 'Released: admin 2.0.0 is live.' });
    await user.click(within(admin).getByRole('button', { name: 'Switch admin to 2.0.0' }));
    expect(api.put).toHaveBeenCalledWith('releases.php', expect.objectContaining({ body: { remote: 'admin', versionId: 4 } }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Released: admin 2.0.0 is live.' }));
  });

  it("puts the server's refusal of a registration under the address and registers nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await screen.findByText('Administration (admin)', { selector: '.ant-card-head-title' });
    const address = screen.getByLabelText("Address of the build's remoteEntry.js");
    await user.type(address, 'ftp://cdn.example.com/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Check and register' }));
    expect(await screen.findByText(/^url must be an http\(s\):\/\/ address/)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    const refusal = 'Nothing answers at https://cdn.example.com/admin/3/remoteEntry.js (the connection failed).';
    api.post.mockRejectedValueOnce(new ApiRequestError(refusal, 422, { status: 'error', message: refusal }));
    await user.clear(address);
    await user.type(address, 'https://cdn.example.com/admin/3/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Check and register' }));
    expect(await screen.findByText(/^Nothing answers at https:\/\/cdn\.example\.com\/admin\/3\/remoteEntry\.js/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      'releases.php',
      expect.objectContaining({ body: { remote: 'admin', url: 'https://cdn.example.com/admin/3/remoteEntry.js' } }),
    );
  });

  it('starts a canary of a registered version for a share of browsers, and shows it running', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    const admin = (await screen.findByText('Administration (admin)', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    await user.click(within(admin).getByLabelText('Canary admin version'));
    await user.click(await screen.findByTitle('2.0.0'));
    const share = within(admin).getByLabelText('Canary admin share');
    await user.clear(share);
    await user.type(share, '20');
    api.post.mockResolvedValueOnce({ status: 'success', message: 'Canary: admin 2.0.0 for 20 % of browsers, the same ones each time.' });
    await user.click(within(admin).getByRole('button', { name: 'Start canary' }));
    expect(api.post).toHaveBeenCalledWith(
      'releases.php',
      expect.objectContaining({ query: { action: 'canary' }, body: { remote: 'admin', versionId: 4, percent: 20 } }),
    );
  });
});

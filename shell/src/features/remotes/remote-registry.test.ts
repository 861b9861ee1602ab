import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRemote, refreshRemotes } from './remote-registry';

afterEach(() => vi.unstubAllGlobals());

describe('the live releases as a tab knows them', () => {
  it('asks /remotes.json with the same random browser id every time, so a canary reaches the same browsers', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ admin: { url: 'https://cdn.example.com/admin/2/remoteEntry.js', version: '2.0.0', contract: '1.0.0' } }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await refreshRemotes();
    await refreshRemotes();
    const [first, second] = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(first).toMatch(/^\/remotes\.json\?browser=[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(liveRemote('admin')).toEqual({
      url: 'https://cdn.example.com/admin/2/remoteEntry.js',
      version: '2.0.0',
      contract: '1.0.0',
      canary: undefined,
    });
    // an entry the answer does not give keeps what the tab knew
    expect(liveRemote('buyer').url).toBe('/remotes/buyer/remoteEntry.js');
  });
});

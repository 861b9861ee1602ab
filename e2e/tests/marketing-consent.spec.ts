import { expect, test } from '../support/fixtures';

// Tracking pixels (SPEC §5): nothing is asked for before the visitor accepts; after accepting, a
// configured location carries its key's tag (shell/src/features/consent/pixel-tags.ts) and other
// locations do not.

function uniqueKey(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

const tagOf = (key: string) => `[data-op-pixel-key="${key}"]`;

test.describe('consent and tracking pixels', () => {
  test.use({ pixelsAnswered: false });

  test('before consent, and after a refusal, no pixel request is made', async ({ page, api }) => {
    const key = uniqueKey('before');
    await api.call('POST', 'pixels.php', { token: await api.adminToken(), body: { api_key: key, location: '/privacy' } });
    const pixelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('pixels.php')) pixelRequests.push(request.url());
    });

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pixelRequests).toEqual([]);
    await expect(page.locator(tagOf(key))).toHaveCount(0);

    await page.getByRole('button', { name: 'Refuse' }).click();
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The refusal is remembered: no banner, still no request.
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toHaveCount(0);
    expect(pixelRequests).toEqual([]);
    await expect(page.locator(tagOf(key))).toHaveCount(0);
  });

  test("after consent the key's tag is on its configured location and absent elsewhere", async ({ page, api }) => {
    const key = uniqueKey('after');
    await api.call('POST', 'pixels.php', { token: await api.adminToken(), body: { api_key: key, location: '/privacy' } });

    await page.goto('/');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.waitForLoadState('networkidle');
    // The landing is not a configured location of this key.
    await expect(page.getByRole('heading', { name: 'The future of digital currency!' })).toBeVisible();
    await expect(page.locator(tagOf(key))).toHaveCount(0);

    const asked = page.waitForRequest((request) => request.url().includes('pixels.php?location=%2Fprivacy'));
    await page.locator('footer.mk-footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await asked;
    await expect(page.locator(tagOf(key))).toHaveCount(1);

    // Coming back to the page loads the tag once, not twice.
    await page.goto('/');
    await page.locator('footer.mk-footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.goBack();
    await page.goForward();
    await expect(page.locator(tagOf(key))).toHaveCount(1);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator(tagOf(key))).toHaveCount(0);
  });

  test('pages outside the marketing site carry the risk notice and can reopen the choice', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await page.getByRole('button', { name: 'Refuse' }).click();
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText(
      'Crypto-assets are volatile and you can lose all the money you put in. Nothing here is financial advice.',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await footer.getByRole('button', { name: 'Privacy choices' }).click();
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toBeFocused();
    await expect(page.getByText('Your current choice: pixels refused.')).toBeVisible();
  });

  test("an unknown address shows the site's not-found page in the site's frame, with the risk notice, and 'Go home' leads home", async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.locator('footer.mk-footer')).toContainText('Crypto-assets are volatile');
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });
});

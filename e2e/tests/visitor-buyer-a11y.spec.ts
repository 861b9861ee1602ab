import { blockingViolations } from '../support/a11y';
import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// Every page a visitor and a buyer see, checked with axe at a phone's and a laptop's width: no
// 'serious' or 'critical' violation (contrast, names of buttons and links, focusable scroll boxes…).

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`visitor pages have no serious or critical accessibility violations (${viewport.width} px)`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      expect(await blockingViolations(page), 'landing').toEqual([]);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
        expect(await blockingViolations(page), 'landing with the menu open').toEqual([]);
      }

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(await blockingViolations(page), '/login').toEqual([]);

      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
      expect(await blockingViolations(page), '/register').toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
      expect(await blockingViolations(page), '/register with errors').toEqual([]);
    });

    test(`buyer pages have no serious or critical accessibility violations (${viewport.width} px)`, async ({ page, api }) => {
      const email = uniqueEmail('a11y');
      const token = await api.register({ name: 'Access Example', email, pass: 'access-pass-1' });
      const { orderToken } = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
        token,
        body: { cryptoToTransfer: 'USDT', amountToTransfer: 25 },
      });
      const [order] = (await api.call<{ transactions: { id: number }[] }>('GET', `transactions.php?orderToken=${orderToken}`, { token }))
        .transactions;
      await api.call('PUT', 'transactions.php', { token: await api.adminToken(), body: { id: order!.id, status: 'approved' } });
      const pending = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
        token,
        body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 },
      });
      await api.call('POST', 'roulette.php', { token, body: {} });
      await signInAs(page, token, email);

      const pages: [string, string][] = [
        ['/dashboard', 'Token Sale Progress'],
        ['/dashboard/buy-token', 'Buy Token'],
        [`/dashboard/transaction?order=${pending.orderToken}`, 'Processing Transaction'],
        ['/dashboard/my-token', 'Your history'],
        ['/dashboard/leaderboard', 'Leaderboard'],
        ['/dashboard/roulette', 'Odds'],
        ['/dashboard/profile', 'Change password'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        // Skeletons give way to the data before the check.
        await expect(page.locator('.by-skeleton')).toHaveCount(0);
        expect(await blockingViolations(page), path).toEqual([]);
      }

      // The payment dialog, both steps.
      await page.goto('/dashboard/buy-token');
      await page.getByPlaceholder('Search for a currency...').fill('tether');
      await page.getByRole('button', { name: /Tether/ }).click();
      await page.getByLabel('Amount to pay in crypto').fill('100');
      await page.getByRole('button', { name: 'Buy Now!' }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment Process' });
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
      expect(await blockingViolations(page), 'payment dialog, summary').toEqual([]);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('img', { name: /^QR code of the address/ })).toBeVisible();
      expect(await blockingViolations(page), 'payment dialog, payment').toEqual([]);
    });
  });
}

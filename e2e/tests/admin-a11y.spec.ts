import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/a11y';
import type { ApiHelper } from '../support/api';
import { expect, test, uniqueEmail } from '../support/fixtures';

// Accessibility of the administrator area: every page, on a phone and on a laptop, checked with
// axe-core. Pages are filled with real rows first (an order in each status, withdrawals, a prize),
// so tags, links, copy buttons and scrolling tables are part of what is checked.

async function arrangeData(api: ApiHelper): Promise<number> {
  const admin = await api.adminToken();
  await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
  const email = uniqueEmail('a11y');
  const token = await api.register({ name: 'Accessible Buyer', email, pass: 'buyer-pass-1' });
  await api.call('PUT', 'users.php', {
    token,
    body: { name: 'Accessible Buyer', email, payout_address: '0xA11yA11yA11yA11yA11yA11yA11yA11yA11yA11y', current_pass: 'buyer-pass-1' },
  });
  for (const amount of ['0.01', '0.02', '0.015']) {
    await api.call('POST', 'transactions.php', { token, body: { cryptoToTransfer: 'ETH', amountToTransfer: amount } });
  }
  const mine = await api.call<{ transactions: { id: number }[] }>('GET', 'transactions.php?mine=1', { token });
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: mine.transactions[0]!.id, status: 'approved' } });
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: mine.transactions[1]!.id, status: 'rejected' } });
  await api.call('POST', 'roulette.php', { token });
  const sent = await api.call<{ withdrawal: { id: number } }>('POST', 'withdrawals.php', { token, body: { amount: 20 } });
  await api.call('PUT', 'withdrawals.php', {
    token: admin,
    body: { id: sent.withdrawal.id, status: 'sent', txHash: '0x5e11a11y000000000000000000000000000000000000000000000000000000aa' },
  });
  await api.call('POST', 'withdrawals.php', { token, body: { amount: 10 } });
  return (await api.call<{ user: { id: number } }>('GET', 'users.php', { token })).user.id;
}

/** Waits until the page's data is in: its heading shows and no table or figure is still loading. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
}

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`every admin page has no serious or critical axe violation at ${viewport.width} px (${viewport.name})`, async ({ page, api }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const userId = await arrangeData(api);
    const found: Record<string, string[]> = {};

    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    found['login'] = await blockingViolations(page);

    await page.evaluate((stored) => localStorage.setItem('adminToken', stored), await api.adminToken());
    for (const [path, heading] of [
      ['', 'Overview'],
      ['crypto', 'Crypto'],
      ['users', 'All Users'],
      [`users/${userId}`, 'Accessible Buyer'],
      ['transactions', 'All Transactions'],
      ['withdrawals', 'Withdrawals'],
      ['presale', 'Presale'],
      ['prizes', 'Prizes'],
      ['change-password', 'Change password'],
      ['change-main-currency', 'Change main currency'],
      ['pixels', 'Manage API Keys'],
      ['releases', 'Releases'],
    ] as const) {
      await page.goto(`/admin/dashboard${path ? `/${path}` : ''}`);
      await settled(page, heading);
      found[path || 'overview'] = await blockingViolations(page);
    }

    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
}

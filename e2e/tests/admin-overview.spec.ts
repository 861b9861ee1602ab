import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { ApiHelper } from '../support/api';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { createApiHelper } from '../support/api';
import { startServer } from '../support/server';

// The administrator's Overview, the user detail page, the rates failure message and the admin
// tables at 1280 px, against the production build.

const toast = (page: Page) => page.locator('.toast-region');
const figure = (page: Page, name: string) => page.getByRole('group', { name });

async function signInAsAdmin(page: Page, login: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A buyer with three ETH orders (0.01, 0.02, 0.015: $30, $60 and $45 at the seeded rate) and an open withdrawal. */
async function buyerWithOrders(api: ApiHelper, name: string) {
  const admin = await api.adminToken();
  await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
  const email = uniqueEmail('overview');
  const token = await api.register({ name, email, pass: 'buyer-pass-1' });
  await api.call('PUT', 'users.php', {
    token,
    body: { name, email, payout_address: '0xOverviewPayout0000000000000000000000001', current_pass: 'buyer-pass-1' },
  });
  for (const amount of ['0.01', '0.02', '0.015']) {
    await api.call('POST', 'transactions.php', { token, body: { cryptoToTransfer: 'ETH', amountToTransfer: amount } });
  }
  const mine = await api.call<{ transactions: { id: number; amount_to_transfer: number }[] }>('GET', 'transactions.php?mine=1', { token });
  const order = (amount: number) => mine.transactions.find((t) => t.amount_to_transfer === amount)!.id;
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: order(0.015), status: 'approved' } });
  await api.call('POST', 'withdrawals.php', { token, body: { amount: 25 } });
  const id = (await api.call<{ user: { id: number } }>('GET', 'users.php', { token })).user.id;
  return { token, email, id, order };
}

const usd = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('after signing in the administrator lands on the Overview, whose live figures lead to the filtered lists', async ({
  page,
  api,
  server,
}) => {
  const buyer = await buyerWithOrders(api, 'Overview Buyer');
  const admin = await api.adminToken();
  const pendingTotal = (await api.call<{ total: number }>('GET', 'transactions.php?status=pending&pageSize=1', { token: admin })).total;
  const requestedTotal = (await api.call<{ total: number }>('GET', 'withdrawals.php?status=requested&pageSize=1', { token: admin })).total;
  const buyers = (await api.call<{ total: number }>('GET', 'users.php?list=1&pageSize=1', { token: admin })).total;
  const raised = (await api.call<{ presale: { raised: number } }>('GET', 'settings.php')).presale.raised;

  await signInAsAdmin(page, server.adminLogin, server.adminPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toHaveText('Overview');
  await expect(figure(page, 'Pending orders')).toContainText(String(pendingTotal));
  await expect(figure(page, 'Pending withdrawals')).toContainText(String(requestedTotal));
  await expect(figure(page, 'Buyers')).toContainText(String(buyers));
  await expect(figure(page, 'Sales in total')).toContainText(`$${raised.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(figure(page, 'Rates last updated')).toContainText('Not yet');

  // Approving the $30 order today raises 'Sales today' by $30 and lowers the pending count by one.
  const before = usd(await figure(page, 'Sales today').locator('.ad-figure-value').textContent());
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: buyer.order(0.01), status: 'approved' } });
  await page.reload();
  await expect(figure(page, 'Sales today').locator('.ad-figure-value')).toHaveText(
    `$${(before + 30).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await expect(figure(page, 'Pending orders')).toContainText(String(pendingTotal - 1));

  await figure(page, 'Pending orders').getByRole('link', { name: 'Review pending orders' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/transactions\?status=pending$/);
  await expect(page.getByLabel('Filter by status').locator('..')).toContainText('Pending');
  const rows = page.getByRole('region', { name: 'Transactions', exact: true }).locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.locator('td:first-child').allTextContents()) expect(status).toBe('pending');

  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await figure(page, 'Pending withdrawals').getByRole('link', { name: 'Process withdrawals' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/withdrawals\?status=requested$/);
  const requests = page.getByRole('region', { name: 'Withdrawal requests' }).locator('tbody tr.ant-table-row');
  await expect(requests.filter({ hasText: buyer.email })).toHaveCount(1);
  for (const status of await requests.locator('td:first-child').allTextContents()) expect(status).toBe('requested');
});

test("a user's row opens their page with orders, ledger, withdrawals and prizes", async ({ page, api }) => {
  const buyer = await buyerWithOrders(api, 'Detail Buyer');
  await api.call('POST', 'roulette.php', { token: buyer.token });
  const { winnings } = await api.call<{ winnings: { name: string }[] }>('GET', 'roulette.php', { token: buyer.token });
  await page.goto('/privacy');
  await page.evaluate((stored) => localStorage.setItem('adminToken', stored), await api.adminToken());
  await page.goto('/admin/dashboard/users');
  await page.getByLabel('Search by email').fill(buyer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Detail Buyer' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/users/${buyer.id}$`));
  await expect(page.getByRole('heading', { name: 'Detail Buyer', level: 1 })).toBeVisible();
  await expect(page.locator('.ad-breadcrumb')).toContainText(`User ${buyer.id}`);
  const orders = page.getByRole('region', { name: 'Orders of this buyer' });
  await expect(orders.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(orders.getByRole('row', { name: /approved/ })).toContainText('0.015 ETH');
  const ledger = page.getByRole('region', { name: 'Ledger entries of this buyer' });
  await expect(ledger.getByRole('row', { name: /Purchase/ })).toContainText(`Order ${buyer.order(0.015)}`);
  await expect(ledger.getByRole('row', { name: /Withdrawal/ })).toContainText('-25');
  await expect(page.getByRole('region', { name: 'Withdrawal requests of this buyer' })).toContainText('requested');
  await expect(page.getByRole('region', { name: 'Prizes won by this buyer' })).toContainText(winnings[0]!.name);

  await page.getByRole('link', { name: 'Open in Transactions' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/transactions\?email=/);
  await expect(page.getByLabel('Filter by email')).toHaveValue(buyer.email);
  await expect(page.getByRole('region', { name: 'Transactions', exact: true }).locator('tbody tr.ant-table-row')).toHaveCount(3);
});

test('at 1280 px every admin table shows all its columns without scrolling sideways', async ({ page, api }) => {
  const buyer = await buyerWithOrders(api, 'Wide Table Buyer');
  await api.call('POST', 'pixels.php', {
    token: await api.adminToken(),
    body: { api_key: `pk_wide_table_${Date.now()}`, api_key_secondary: `sk_wide_table_${Date.now()}`, location: '/privacy' },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/privacy');
  await page.evaluate((stored) => localStorage.setItem('adminToken', stored), await api.adminToken());
  for (const path of ['crypto', 'users', `users/${buyer.id}`, 'transactions', 'withdrawals', 'pixels']) {
    await page.goto(`/admin/dashboard/${path}`);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content'))
        .filter((box) => box.scrollWidth > box.clientWidth)
        .map((box) => `${box.getAttribute('aria-label')} by ${box.scrollWidth - box.clientWidth} px`),
    );
    expect({ path, overflowing }).toEqual({ path, overflowing: [] });
  }
  // Status, amount and date lead the money tables.
  await page.goto('/admin/dashboard/transactions');
  const headers = page.getByRole('region', { name: 'Transactions', exact: true }).getByRole('columnheader');
  await expect(headers.nth(0)).toContainText('Status');
  await expect(headers.nth(1)).toContainText('Amount');
  await expect(headers.nth(3)).toContainText('Created');
});

test.describe('rates from a price service on loopback', () => {
  let prices: Server;
  let failing = false;
  test.beforeAll(async () => {
    prices = createServer((request, response) => {
      if (failing) return void response.writeHead(503).end();
      const ids = new URL(request.url ?? '/', 'http://x').searchParams.get('ids')?.split(',') ?? [];
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(Object.fromEntries(ids.map((id) => [id, { usd: 2 }]))));
    });
    await new Promise<void>((ready) => prices.listen(0, '127.0.0.1', ready));
  });
  test.afterAll(() => new Promise<void>((done) => prices.close(() => done())));

  test("a failed 'Update Crypto Rates' says once that the old rates were kept and when they were last updated", async ({ page }) => {
    const address = prices.address();
    const own = await startServer({ PRICE_API_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    try {
      const ownApi = createApiHelper(own);
      // $2 for every coin moves each demo rate by up to 100 %: the owner lets that much through
      // (a larger jump would wait for confirmation instead)
      await ownApi.call('PUT', 'securitySettings.php', { token: await ownApi.adminToken(), body: { rateHoldPercent: 100 } });
      await page.goto(`${own.url}/privacy`);
      await page.evaluate((stored) => localStorage.setItem('adminToken', stored), await ownApi.adminToken());
      await page.goto(`${own.url}/admin/dashboard/crypto`);
      await expect(page.getByText('Rates last updated: never from the price service')).toBeVisible();
      await page.getByRole('button', { name: 'Update Crypto Rates' }).click();
      await expect(toast(page)).toContainText('Cryptos updated successfully');
      const updated = page.getByText(/^Rates last updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+3\)$/);
      await expect(updated).toBeVisible();
      const when = (await updated.textContent())!.replace('Rates last updated: ', '');

      failing = true;
      await page.getByRole('button', { name: 'Update Crypto Rates' }).click();
      await expect(toast(page)).toContainText('Failed to fetch crypto rates');
      await expect(toast(page)).toContainText(
        `The price service did not answer with prices, so the old rates were kept. They were last updated on ${when}.`,
      );
      expect((await toast(page).textContent())!.match(/Failed to fetch crypto rates/g)).toHaveLength(1);
      // the rates did not move: $2 a unit at $0.10 a token is still 20 tokens per unit
      await expect(page.getByRole('row', { name: /Bitcoin/ })).toContainText('20');
      await page.goto(`${own.url}/admin/dashboard`);
      await expect(figure(page, 'Rates last updated')).toContainText(when.replace(' (UTC+3)', ''));
    } finally {
      await own.stop();
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';

// SPEC §3 Users and Transactions screens; §6 transaction status rules; admin paging in storage.

async function openAdmin(page: Page, token: string, screen = '') {
  await page.goto('/privacy');
  await page.evaluate((stored) => localStorage.setItem('adminToken', stored), token);
  await page.goto(`/admin/dashboard${screen ? `/${screen}` : ''}`);
}

const toast = (page: Page) => page.locator('.toast-region');

test('approving an order credits the buyer; rejecting one does not', async ({ page, api }) => {
  const email = uniqueEmail('approve');
  const userToken = await api.register({ name: 'Order Buyer', email, pass: 'buyer-pass-1' });
  const balance = async () => (await api.call<{ user: { balance: number } }>('GET', 'users.php', { token: userToken })).user.balance;
  // 0.01 ETH at the seeded rate of 30,000 tokens per ETH: 300 tokens + 5 % Bronze bonus.
  await api.call('POST', 'transactions.php', { token: userToken, body: { cryptoToTransfer: 'ETH', amountToTransfer: '0.01' } });
  await api.call('POST', 'transactions.php', { token: userToken, body: { cryptoToTransfer: 'ETH', amountToTransfer: '0.02' } });
  const mine = await api.call<{ transactions: { id: number; amount_to_transfer: number; amount_to_receive: number }[] }>(
    'GET',
    'transactions.php?mine=1',
    { token: userToken },
  );
  const small = mine.transactions.find((t) => t.amount_to_transfer === 0.01)!;
  const large = mine.transactions.find((t) => t.amount_to_transfer === 0.02)!;

  await openAdmin(page, await api.adminToken(), 'transactions');
  await page.getByLabel('Filter by email').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.locator('.ant-table').first();
  await expect(table.getByRole('row')).toHaveCount(3);

  await table.getByRole('button', { name: `Actions for transaction ${large.id}` }).click();
  await page.getByRole('menuitem', { name: 'Reject payment' }).click();
  const rejection = page.getByRole('dialog').filter({ hasText: `Reject transaction ${large.id}?` });
  await rejection.getByLabel('Reason told to the buyer').fill('No payment arrived at the address.');
  await rejection.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page)).toContainText(`Transaction ${large.id} rejected`);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: String(large.amount_to_receive) })
      .or(table.getByRole('row', { name: new RegExp(`^${large.id} `) })),
  ).toContainText('rejected');
  expect(await balance()).toBe(0);

  await table.getByRole('button', { name: `Actions for transaction ${small.id}` }).click();
  await page.getByRole('menuitem', { name: 'Approve payment' }).click();
  // Approval cannot be undone, so it is confirmed first; cancelling changes nothing.
  const confirm = page.getByRole('dialog').filter({ hasText: `Approve transaction ${small.id}?` });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await balance()).toBe(0);
  await table.getByRole('button', { name: `Actions for transaction ${small.id}` }).click();
  await page.getByRole('menuitem', { name: 'Approve payment' }).click();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page)).toContainText(`Transaction ${small.id} approved`);
  expect(await balance()).toBe(small.amount_to_receive);
  expect(small.amount_to_receive).toBe(315);

  // The approved order appears in 'Approved Transactions' with its crypto unit.
  const approved = page.locator('.ant-card').filter({ hasText: 'Approved Transactions' });
  await expect(approved.getByRole('row').filter({ hasText: email })).toContainText('0.01 ETH');
});

test("'Add Balance' credits a buyer and the users table shows it", async ({ page, api }) => {
  const email = uniqueEmail('credit');
  const userToken = await api.register({ name: 'Credit Buyer', email, pass: 'buyer-pass-1' });
  await openAdmin(page, await api.adminToken(), 'users');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();

  const button = page.getByRole('button', { name: 'Add Balance' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Amount (tokens)').fill('125.5');
  await button.click();
  await expect(toast(page)).toContainText('Balance updated successfully!');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');

  const me = await api.call<{ user: { balance: number } }>('GET', 'users.php', { token: userToken });
  expect(me.user.balance).toBe(125.5);
  await page.getByLabel('Search by email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('125.5');
});

test('the users page and page size are restored after a reload', async ({ page, api }) => {
  for (let i = 0; i < 3; i += 1) await api.register({ name: `Paging Buyer ${i}`, email: uniqueEmail('paging'), pass: 'buyer-pass-1' });
  await openAdmin(page, await api.adminToken(), 'users');
  const perPage = page.getByLabel('Users per page');
  await perPage.fill('1');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPageRow = await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent();

  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel('Users per page')).toHaveValue('1');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toHaveText(secondPageRow ?? '');

  // A new page size starts again at the first page.
  await page.getByLabel('Users per page').fill('2');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

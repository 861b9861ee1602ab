import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// SPEC §3 Crypto and Pixels screens, §6 validation, §8 toasts.

async function openAdmin(page: Page, token: string, screen = 'crypto') {
  await page.goto('/privacy');
  await page.evaluate((stored) => localStorage.setItem('adminToken', stored), token);
  await page.goto(`/admin/dashboard${screen ? `/${screen}` : ''}`);
}

const toast = (page: Page) => page.locator('.toast-region');

test('adding a currency validates the fields, then lists the new currency', async ({ page, api }) => {
  await openAdmin(page, await api.adminToken());
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add currency' }) });
  await form.getByLabel('Currency', { exact: true }).fill('X');
  // The field is checked as it is typed; its message grows in and pushes the button down, so the
  // button is pressed only once it has appeared (a press during that motion can miss it).
  await expect(form.getByText('Currency must be at least 2 characters.')).toBeVisible();
  await form.getByRole('button', { name: 'Add currency' }).click();
  await expect(form.getByText('Address must be at least 5 characters.')).toBeVisible();
  await expect(form.getByText('Full name must be at least 2 characters.')).toBeVisible();

  await form.getByLabel('Currency', { exact: true }).fill('ltc');
  await form.getByLabel('Full name').fill('Litecoin');
  await form.getByLabel('Rate (tokens per 1 unit)').fill('800');
  await form.getByLabel('Address').fill('ltc1qexampleaddress0001');
  await form.getByRole('button', { name: 'Add currency' }).click();

  await expect(toast(page)).toContainText('Cryptocurrency LTC added.');
  const row = page.getByRole('row').filter({ hasText: 'Litecoin' });
  await expect(row).toContainText('LTC');
  await expect(row).toContainText('800');
  // The public list (what buyers see) has it too.
  const publicList = await api.call<{ data: { currency: string; rate: number }[] }>('GET', 'cryptos.php');
  expect(publicList.data.find((c) => c.currency === 'LTC')?.rate).toBe(800);
});

test("'Edit crypto' changes the rate but never the code", async ({ page, api }) => {
  await openAdmin(page, await api.adminToken());
  await page.getByRole('button', { name: 'Actions for SOL' }).click();
  await page.getByRole('menuitem', { name: 'Edit crypto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit crypto' });
  await expect(dialog.getByLabel('Currency')).toBeDisabled();
  await expect(dialog.getByLabel('Currency')).toHaveValue('SOL');
  await dialog.getByLabel('Rate (tokens per 1 unit)').fill('1234.5');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page)).toContainText('Cryptocurrency SOL has been updated.');
  await expect(page.getByRole('row').filter({ hasText: 'Solana' })).toContainText('1,234.5');
  const publicList = await api.call<{ data: { currency: string; rate: number }[] }>('GET', 'cryptos.php');
  expect(publicList.data.find((c) => c.currency === 'SOL')?.rate).toBe(1234.5);
});

test("'Delete crypto' asks first, then removes the currency", async ({ page, api }) => {
  const token = await api.adminToken();
  await api.call('POST', 'cryptos.php', {
    token,
    body: { currency: 'DELX', fullName: 'Delete Me', rate: 5, address: 'delete-me-address' },
  });
  await openAdmin(page, token);
  await page.getByRole('button', { name: 'Actions for DELX' }).click();
  await page.getByRole('menuitem', { name: 'Delete crypto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete crypto' }).click();
  await expect(toast(page)).toContainText('Your crypto - DELX has been deleted.');
  await expect(page.getByRole('row').filter({ hasText: 'Delete Me' })).toHaveCount(0);
});

test('pixels: an API key is created, edited and deleted', async ({ page, api }) => {
  await openAdmin(page, await api.adminToken(), 'pixels');
  await expect(page.getByRole('heading', { name: 'Manage API Keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Save API Key' }).click();
  await expect(toast(page)).toContainText('API Key is required');

  await page.getByPlaceholder('Enter API Key', { exact: true }).fill('pk_e2e_primary');
  await page.getByPlaceholder('Enter Location (e.g., /dashboard)').fill('/dashboard');
  await page.getByRole('button', { name: 'Save API Key' }).click();
  await expect(toast(page)).toContainText('API key saved successfully');
  const row = page.getByRole('row').filter({ hasText: 'pk_e2e_primary' });
  await expect(row).toContainText('No secondary key');
  await expect(page.getByText('Total Keys: 1')).toBeVisible();

  await row.getByRole('button', { name: 'Update API key for /dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit API Key' });
  await dialog.getByPlaceholder('Enter Secondary API Key').fill('sk_e2e_secret');
  await dialog.getByPlaceholder('Enter Location (e.g., /dashboard)').fill('/');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('API key updated successfully');
  await expect(page.getByRole('row').filter({ hasText: 'pk_e2e_primary' })).toContainText('sk_e2e_secret');

  await page.getByRole('button', { name: 'Delete API key for /' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('API key deleted successfully');
  await expect(page.getByText('Total Keys: 0')).toBeVisible();
});

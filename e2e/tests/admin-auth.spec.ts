import { expect, test } from '../support/fixtures';

// SPEC §3 /admin and the admin guard; §6 admin login states; §8 login messages.

test('a wrong admin password shows the server message and stays on /admin', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('an empty admin login form is refused before anything is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('admin.php')) posts.push(request.url());
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter your login.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  expect(posts).toEqual([]);
});

test('correct credentials open the Overview; signing out returns to /admin', async ({ page, server }) => {
  await page.goto('/admin');
  await page.getByLabel('Login').fill(server.adminLogin);
  await page.getByLabel('Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ad-breadcrumb'))).toContainText('Overview');
  await expect(page).toHaveTitle(/\| Overview$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

  // The sidebar lists every screen of SPEC §3 and leads to it.
  for (const label of [
    'Overview',
    'Crypto',
    'Users',
    'Transactions',
    'Withdrawals',
    'Presale',
    'Change password',
    'Change main currency',
    'Pixels',
  ]) {
    await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/crypto$/);
  await expect(page.getByRole('heading', { name: 'Crypto' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/transactions$/);
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('an expired or forged admin session is sent back to /admin and its token removed', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.setItem('adminToken', 'forged-or-expired-session-token'));
  await page.goto('/admin/dashboard/users');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

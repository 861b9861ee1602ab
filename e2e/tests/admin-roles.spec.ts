import { authenticatorCode as totpAt } from '../support/authenticator';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Roles and two-factor sign-in as administrators live them: the owner invites an operator, the
// operator replaces the temporary password, sets up an authenticator from the QR code's secret,
// signs in with a code, and finds none of the owner's screens.

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openScreen(page: Page, label: string) {
  const navigation = page.getByRole('button', { name: 'Open navigation' });
  if (await navigation.isVisible()) await navigation.click();
  await page.getByRole('menuitem', { name: label }).click();
}

test("the owner invites an operator, who enrols two-factor sign-in, signs in with a code and cannot open the owner's screens", async ({
  page,
  server,
}) => {
  test.slow();
  const login = `operator-${Date.now().toString(36)}`;

  // the owner invites
  await signIn(page, server.adminLogin, server.adminPassword);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await openScreen(page, 'Administrators');
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Role').click();
  await page.locator('.ant-select-item-option[title="Operator"]').click();
  await page.getByRole('button', { name: 'Invite' }).click();
  const temporary = (await page.getByTestId('temporary-password').innerText()).trim();
  expect(temporary).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: login })).toBeVisible();
  const ownerToken = await page.evaluate(() => localStorage.getItem('adminToken'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // signing out ended the owner's session on the server, not only in this browser
  const afterSignOut = await page.request.get('/api/controllers/admin.php', { headers: { Authorization: `Bearer ${ownerToken}` } });
  expect(afterSignOut.status()).toBe(401);

  // the operator replaces the temporary password first
  await signIn(page, login, temporary);
  await expect(page).toHaveURL(/\/admin\/dashboard\/change-password$/);
  await expect(page.getByText('Choose your own password to continue')).toBeVisible();
  const password = 'operator own pass phrase';
  await page.getByLabel('Admin name').fill(login);
  await page.getByLabel('Old password').fill(temporary);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  // and sets up two-factor sign-in from the secret under the QR code
  await openScreen(page, 'Security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the two-factor secret' }).or(page.locator('.ant-qrcode canvas'))).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code', { exact: true }).fill(totpAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // sign-in now takes the password and a code (the next step's code: the one used to confirm is spent)
  await signIn(page, login, password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');
  await page.getByLabel('Code', { exact: true }).fill(totpAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // the operator's screens, and none of the owner's
  const navigation = page.getByRole('button', { name: 'Open navigation' });
  if (await navigation.isVisible()) await navigation.click();
  const menu = page.getByRole('menuitem');
  await expect(menu).toHaveText(['Overview', 'Users', 'Transactions', 'Payment review', 'Withdrawals', 'Change password', 'Security']);
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  // an owner's address typed by hand says it is not for this role
  for (const path of ['administrators', 'audit', 'crypto']) {
    await page.goto(`/admin/dashboard/${path}`);
    await expect(page.getByText('This page is not part of your role')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back to Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

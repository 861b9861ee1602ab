import { emailLink } from '../support/api';
import { expect, test, uniqueEmail } from '../support/fixtures';

// A buyer who forgot the password gets back in through the e-mail the product sends to the test's
// own SMTP server, reaching every page through links; the administrator sees that e-mail in the
// Outbox without its link.

test('forgot password: from /login through the e-mailed link to signing in with the new password', async ({ page, api, server }) => {
  const email = uniqueEmail('forgot');
  await api.register({ name: 'Forgetful Buyer', email, pass: 'old-pass-1' });

  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses this e-mail address, we have sent it a link')).toBeVisible();

  const link = await emailLink(server, email, 'reset-password');
  const received = server.mail.to(email).find((m) => m.subject === 'Demo Token: Reset your password');
  expect(received?.html).toContain('Choose a new password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-pass-22');
  await page.getByLabel('Confirm new password').fill('new-pass-22');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed and every device was signed out.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('new-pass-22');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
  await expect(page.getByText('Hello, Forgetful Buyer')).toBeVisible();

  // the account's address is told, and the link works only once
  await server.mail.waitFor(() => server.mail.to(email).find((m) => m.subject === 'Demo Token: Your password was changed'));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-pass-33');
  await page.getByLabel('Confirm new password').fill('third-pass-33');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
});

test('the administrator reads the reset e-mail on the Outbox page without its link', async ({ page, api, server }) => {
  const email = uniqueEmail('outbox');
  await api.register({ name: 'Outbox Buyer', email, pass: 'outbox-pass-1' });
  await api.call('POST', 'passwordReset.php', { body: { email } });
  const token = new URL(await emailLink(server, email, 'reset-password')).searchParams.get('token')!;

  await page.goto('/admin');
  await page.getByLabel('Login').fill(server.adminLogin);
  await page.getByLabel('Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', exact: true })).toBeVisible();
  await expect(page.getByText('Mail is sent through the SMTP server set in SMTP_URL.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Password reset link' });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Read message/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('reset-password?token=••••••••');
  await expect(dialog).not.toContainText(token);
});

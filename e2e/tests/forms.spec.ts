import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// Forms as a person meets them: errors next to the field in words, the rules before the first
// attempt, and no toast on the button the person is using.

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Scrolls so that the element's bottom edge sits just above the bottom of the screen. */
async function bringToScreenBottom(page: Page, element: Locator) {
  await element.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight + 8));
}

test("at 1280×800 'Passwords do not match.' shows next to the Register button, and the password rule shows before submitting", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/register');
  await expect(page.getByText('At least 6 characters.')).toBeVisible();
  await page.getByLabel('Full name').fill('Form Example');
  await page.getByLabel('Email').fill(uniqueEmail('form'));
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill('form-pass-1');
  await page.getByLabel('Confirm password').fill('form-pass-2');
  const button = page.getByRole('button', { name: 'Register' });
  await button.click();
  const message = page.getByText('Passwords do not match.');
  // Both whole on the screen, the focus on the field to fix.
  await expect(message).toBeInViewport({ ratio: 1 });
  await expect(button).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel('Confirm password')).toBeFocused();
  const gap = (await button.boundingBox())!.y - ((await message.boundingBox())!.y + (await message.boundingBox())!.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(120);
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong e-mail and a short password are explained under their fields, in words', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Form Example');
  await page.getByLabel('Email').fill('form-at-example');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email address is not valid.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters.');
});

test.describe('profile at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a wrong payout address is explained next to the field, never as payout_address', async ({ page, api }) => {
    const email = uniqueEmail('payout');
    const token = await api.register({ name: 'Payout Example', email, pass: 'payout-pass-1' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/profile');
    await page.getByLabel('Payout wallet address').fill('0x12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Payout wallet address')).toHaveAccessibleDescription(/^Address must be at least 5 characters\./);
    await page.getByLabel('Payout wallet address').fill('0x12 34!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Payout wallet address')).toHaveAccessibleDescription(/^Address may contain only letters, digits and/);
    await expect(page.locator('body')).not.toContainText('payout_address');
  });

  test('the toast after changing the password leaves the button uncovered', async ({ page, api }) => {
    const email = uniqueEmail('toast');
    const token = await api.register({ name: 'Toast Example', email, pass: 'toast-pass-1' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/profile');
    await expect(page.getByLabel('New Password')).toHaveAccessibleDescription('At least 6 characters.');
    await page.getByLabel('Current Password').fill('toast-pass-1');
    await page.getByLabel('New Password').fill('toast-pass-2');
    await page.getByLabel('Confirm Password').fill('toast-pass-2');
    const button = page.getByRole('button', { name: 'Change password' });
    await bringToScreenBottom(page, button);
    await button.click();
    const toast = page.locator('.toast');
    await expect(toast).toContainText('Password changed');
    expect(await boxesOverlap(toast, button)).toBe(false);
    await expect(button).toBeInViewport();
  });
});

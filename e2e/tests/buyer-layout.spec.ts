import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

test('the sidebar collapses to a 3rem rail with Ctrl+B and remembers it in the sidebar:state cookie', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('layout');
  const token = await api.register({ name: 'Layout Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Demo Token | Dashboard');
  const sidebar = page.locator('aside.by-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await sidebar.boundingBox())!.width).toBeCloseTo(256, 0);

  await page.getByRole('heading', { name: 'Dashboard' }).click();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeCloseTo(48, 0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');

  await page.reload();
  await expect(page.locator('aside.by-sidebar')).toHaveAttribute('data-state', 'collapsed');
  // The rail still navigates; each page sets its own title.
  await page.getByRole('link', { name: 'Status' }).click();
  await expect(page).toHaveTitle('Demo Token | Status');
});

test('below 768 px the menu opens as an 18rem side sheet and closes after navigating', async ({ page, api }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('sheet');
  const token = await api.register({ name: 'Sheet Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard');
  await expect(page.getByText('Hello, Sheet Example')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('complementary', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())!.width).toBeCloseTo(288, 0);
  await sheet.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leaderboard$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByText('No deposits yet').or(page.getByRole('table'))).toBeVisible();
});

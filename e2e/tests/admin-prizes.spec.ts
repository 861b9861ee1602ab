import type { Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// The owner's Prizes screen as the owner and a buyer live it: a prize added with its Russian name
// reaches a Russian buyer's odds table, and deleting it takes it off the wheel again. Tests of a
// worker share one database, so the prize is gone again when the test ends, whatever happened.

async function openScreen(page: Page, label: string) {
  const navigation = page.getByRole('button', { name: 'Open navigation' });
  if (await navigation.isVisible()) await navigation.click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('the owner adds a prize with a Russian name, a Russian buyer sees it in the odds, and the owner deletes it', async ({
  page,
  api,
  server,
}) => {
  const name = `Team T-shirt ${Date.now().toString(36)}`;
  const russian = `Футболка команды ${Date.now().toString(36)}`;
  try {
    // the owner signs in and walks to Prizes through the navigation
    await page.goto('/admin');
    await page.getByLabel('Login').fill(server.adminLogin);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await openScreen(page, 'Prizes');
    await expect(page.getByRole('heading', { name: 'Prizes', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard\/prizes$/);
    // the installation's three prizes, each with its published odds
    const table = page.getByRole('table');
    await expect(table).toContainText('20% deposit');
    await expect(table).toContainText('20% к депозиту');

    await page.getByRole('button', { name: 'Add prize' }).click();
    const dialog = page.getByRole('dialog', { name: 'New prize' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Name · Русский').fill(russian);
    await dialog.getByLabel('Type').click();
    await page.getByTitle('Physical prize').click();
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByLabel('Chance (weight)').fill('10');
    await dialog.getByRole('button', { name: 'Save prize' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(russian);
    await expect(row).toContainText('Physical prize');
    await expect(row).toContainText('A physical prize');
    // 10 of 60 + 50 + 40 + 10
    await expect(row).toContainText('6.25 %');

    // a buyer reading Russian sees the prize by its Russian name next to the wheel
    const email = uniqueEmail('prizes');
    const token = await api.register({ name: 'Prize Example', email, pass: 'correct-horse-1' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/roulette?lang=ru');
    const odds = page.getByRole('region', { name: 'Таблица шансов' }).or(page.getByRole('table'));
    await expect(odds.first()).toContainText(russian);
    await expect(odds.first()).not.toContainText(name);

    // back in English, the owner deletes it after confirming
    await page.goto('/admin/dashboard/prizes?lang=en');
    await expect(page.getByRole('heading', { name: 'Prizes', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Delete the prize ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Delete the prize ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Prize deleted')).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText(name);
    await expect(page.getByRole('table')).toContainText('20% deposit');
  } finally {
    // whatever failed above, the worker's other tests meet the installation's prizes only
    const adminToken = await api.adminToken();
    const { prizes } = await api.call<{ prizes: { id: number; name: string }[] }>('GET', 'prizes.php', { token: adminToken });
    for (const prize of prizes.filter((p) => p.name === name)) {
      await api.call('DELETE', `prizes.php?id=${prize.id}`, { token: adminToken });
    }
    const after = await api.call<{ prizes: { name: string }[] }>('GET', 'prizes.php', { token: adminToken });
    expect(after.prizes.map((p) => p.name)).not.toContain(name);
  }
});

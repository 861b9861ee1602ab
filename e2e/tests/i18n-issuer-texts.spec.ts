import { expect, startTheApp, test } from '../support/fixtures';

// The issuer writes its texts in one language and translates them on the Presale screen; a
// visitor reads them in the language of the page, and the text as written where there is no
// translation.

interface PublicSettings {
  settings: { stageNameI18n: Record<string, string>; promotion: unknown };
}

test('the issuer translates its stage name and promotion on the Presale screen, and a Russian visitor reads them', async ({
  page,
  server,
  api,
}) => {
  const admin = await api.adminToken();
  const before = await api.call<PublicSettings>('GET', 'settings.php');
  try {
    await page.goto('/admin');
    await page.getByLabel('Login').fill(server.adminLogin);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Presale' }).click();
    await expect(page.getByRole('heading', { name: 'Presale', level: 1 })).toBeVisible();

    const stageTranslation = page.getByLabel('Current stage name · Русский');
    await expect(stageTranslation).toHaveValue('Этап 1');
    await stageTranslation.fill('Раунд Альфа');
    await page.getByLabel('Title', { exact: true }).fill('Spring bonus week');
    await page.getByLabel('Title · Русский').fill('Неделя весенних бонусов');
    await page.getByLabel('Text', { exact: true }).fill('Ten percent more tokens this week.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // a visitor on the landing page, who reads Russian
    await page.goto('/');
    await startTheApp(page);
    await page.getByTestId('site-header').getByRole('button', { name: 'RU' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Будущее цифровых денег!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Неделя весенних бонусов' })).toBeVisible();
    // not translated: shown as written
    await expect(page.getByText('Ten percent more tokens this week.')).toBeVisible();
    const details = page.locator('#tokendetails');
    await expect(details).toContainText('Раунд Альфа');
    await expect(details).not.toContainText('Stage 1');

    // back in English, the texts as written
    await page.getByTestId('site-header').getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Spring bonus week' })).toBeVisible();
    await expect(details).toContainText('Stage 1');
  } finally {
    await api.call('PUT', 'settings.php', {
      token: admin,
      body: { stageNameI18n: before.settings.stageNameI18n, promotion: before.settings.promotion },
    });
  }
});

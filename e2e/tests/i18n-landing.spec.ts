import { expect, test } from '../support/fixtures';

// A visitor who reads Russian: one click on RU in the landing header turns the whole page
// (header, sections, footer) Russian, the account pages follow, and the choice survives a reload,
// whose page the server already renders in Russian.

test('the landing switches to Russian from its header, and the site stays Russian', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(page.getByRole('heading', { level: 1, name: 'The future of digital currency!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await header.getByRole('button', { name: 'RU' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Будущее цифровых денег!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(header.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  for (const link of ['Главная', 'О токене', 'Бонусы', 'Вопросы']) await expect(nav.getByRole('link', { name: link })).toBeVisible();
  for (const heading of ['О токене', 'Бонусы', 'Токеномика', 'Частые вопросы']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
  }
  await expect(page.getByTestId('presale-progress')).toHaveText(/^Собрано: \d+ %$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Криптоактивы');
  await expect(footer.getByRole('link', { name: 'Конфиденциальность' })).toBeVisible();
  // nothing English is left in the header, the sections or the footer
  const text = await page.locator('.mk-page').innerText();
  // (the issuer's default texts too: a fresh installation has them in Russian)
  for (const english of [
    'Token Details',
    'Rewards',
    'Frequently asked questions',
    'Log in',
    'Register',
    'Purchase Tokens!',
    'Privacy',
    'Stage 1',
    'Team & Advisors',
    'Silver',
    'Private chat',
  ]) {
    expect(text).not.toContain(english);
  }

  await header.getByRole('link', { name: 'Регистрация' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeVisible();
  await expect(page.getByLabel('Электронная почта')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();

  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page).toHaveTitle(/Вход$/);
});

import type { Locator } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// Latin words a Russian page may still show: the token's name and symbol, currency codes, the
// language switch's own 'EN'/'RU', and what the buyer typed (name, e-mail address). The issuer's
// level, stage and prize names are not among them: a fresh installation has them in Russian.
const ALLOWED_LATIN = new Set(['Demo', 'Token', 'DEMO', 'USDT', 'BTC', 'ETH', 'EN', 'RU']);

/** The Latin words of a region's visible text that are not proper names or codes. */
async function englishWords(region: Locator, own: string[]): Promise<string[]> {
  const text = await region.innerText();
  const words = text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [];
  // an all-capital short word is a currency or network code (SOL, TRC20), a name in every language
  const isCode = (word: string) => /^[A-Z][A-Z0-9]{1,5}$/.test(word);
  return [...new Set(words)].filter((word) => !isCode(word) && !ALLOWED_LATIN.has(word) && !own.some((part) => part.includes(word)));
}

test('a buyer switches the dashboard to Russian in the top bar and walks to Buy token and Profile in Russian', async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('russian');
  const name = 'Russian Example';
  const token = await api.register({ name, email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard');
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible();

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();

  const sidebar = page.getByRole('navigation', { name: 'Личный кабинет' });
  const main = page.locator('main');
  await expect(page.getByText(`Здравствуйте, ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page).toHaveTitle('Demo Token | Личный кабинет');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  for (const link of ['Главная', 'Мой профиль', 'Статус', 'Купить токен', 'Центр токена DEMO', 'Как купить', 'Рейтинг', 'Рулетка']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText('Ход продажи токенов')).toBeVisible();
  expect(await englishWords(page.locator('.by-app'), [name, email])).toEqual([]);

  await sidebar.getByRole('link', { name: 'Купить токен' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Купить токен' })).toBeVisible();
  await expect(page.getByText('Сумма оплаты в криптовалюте')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Выберите валюту' }).first()).toBeVisible();
  await main.locator('.by-currency-card').first().click();
  await expect(page.getByRole('button', { name: 'Купить сейчас' })).toBeVisible();
  await expect(page.getByText('Вы платите')).toBeVisible();
  expect(await englishWords(main, [name, email, ...(await main.locator('.by-currency-name').allInnerTexts())])).toEqual([]);

  await sidebar.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await expect(page.getByLabel('Полное имя')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Сменить пароль' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Устройства, на которых выполнен вход' })).toBeVisible();
  await expect(page.getByText('это устройство')).toBeVisible();
  // the browser's own name and system (Chrome, Linux) are proper names
  expect(await englishWords(main, [name, email, await main.locator('.by-session-device').first().innerText()])).toEqual([]);

  // the status levels and the roulette's prizes: the issuer's names in Russian
  await sidebar.getByRole('link', { name: 'Статус' }).click();
  await expect(page).toHaveURL(/\/dashboard\/status$/);
  await expect(main.getByRole('button', { name: /Серебро/ })).toBeVisible();
  expect(await englishWords(main, [name, email])).toEqual([]);
  await sidebar.getByRole('link', { name: 'Рулетка' }).click();
  await expect(page).toHaveURL(/\/dashboard\/roulette$/);
  await expect(main.getByRole('cell', { name: '20% к депозиту' })).toBeVisible();
  expect(await englishWords(main, [name, email])).toEqual([]);

  // remembered: a reload stays in Russian
  await sidebar.getByRole('link', { name: 'Мой профиль' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
});

// The footer under the dashboard is the shell's, with its own catalog: it follows the same switch.
test("the shell's footer under the dashboard reads Russian", async ({ page, api }) => {
  const email = uniqueEmail('russian-footer');
  const token = await api.register({ name: 'Footer Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard?lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toContainText('Криптоактивы волатильны');
  expect(await englishWords(page.locator('footer.site-footer'), [])).toEqual([]);
});

import { expect, test, uniqueEmail } from '../support/fixtures';

// One tab, one choice: a visitor switches the landing page to Russian, registers, lands in the
// dashboard (another remote) in Russian, receives the address confirmation e-mail in Russian,
// and the administration (a third remote, reached by typing /admin in the same tab) follows.

test('a visitor who switches to Russian on the landing page registers, gets a Russian e-mail, and every section follows', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('russian-journey');
  const password = 'journey-pass-ru-1';

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The future of digital currency!' })).toBeVisible();
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: 'RU' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Будущее цифровых денег!' })).toBeVisible();

  await header.getByRole('link', { name: 'Регистрация' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeVisible();
  await page.getByLabel('Имя и фамилия').fill('Покупатель Пример');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Телефон').fill('+7 900 000 00 00');
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // the buyer's remote, in the same tab, in the same language
  await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Купить токен' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('footer.site-footer')).toContainText('Криптоактивы волатильны');

  // the e-mail the registration sent is in the language the visitor chose
  const confirmation = await server.mail.waitFor(() =>
    server.mail.to(email).find((mail) => mail.subject.includes('Подтвердите адрес e-mail')),
  );
  expect(confirmation.text).toContain('/verify-email?token=');

  // the administration, typed into the same tab, opens in Russian too
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Вход администратора' })).toBeVisible();
  await page.getByLabel('Логин').fill(server.adminLogin);
  await page.getByLabel('Пароль').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Обзор', exact: true })).toBeVisible();
});

import { expect, test, uniqueEmail } from '../support/fixtures';

test.describe('login and registration', () => {
  test('registering stores the session and opens the Buy Token page', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Register Check');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Password', { exact: true }).fill('register-pass-1');
    await page.getByLabel('Confirm password').fill('register-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
  });

  test("a failed login shows the server's message and stays on /login", async ({ page, api, server }) => {
    const email = uniqueEmail('login');
    await api.register({ name: 'Login Check', email, pass: 'right-pass-1' });
    // The message the API gives for these credentials is the one the page must show.
    const refused = await fetch(`${server.url}/api/controllers/users.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'login', email, pass: 'wrong-pass-1' }),
    });
    expect(refused.ok).toBe(false);
    const { message } = (await refused.json()) as { message: string };

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });

  test("the title reads '{NAME} | Login' on /login and '{NAME}' again after leaving", async ({ page, api }) => {
    const { settings } = await api.call<{ settings: { tokenName: string } }>('GET', 'settings.php');
    await page.goto('/login');
    await expect(page).toHaveTitle(`${settings.tokenName} | Login`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveTitle(`${settings.tokenName} | Register`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveTitle(`${settings.tokenName} | Login`);
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(settings.tokenName);
  });
});

import { expect, test, uniqueEmail } from '../support/fixtures';

// Every page is served with a Content-Security-Policy that forbids inline script: the production
// build must run under it without a single violation (the browser reports each one).

test('the landing, sign-in, buyer and administrator pages run under their Content-Security-Policy without a violation', async ({
  page,
  server,
  api,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations?: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const collect = async () =>
    violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));

  const landing = await page.goto('/');
  expect(landing!.headers()['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  expect(landing!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { name: 'The future of digital currency!' })).toBeVisible();
  await collect();

  await page.goto('/login');
  await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
  await collect();

  const email = uniqueEmail('csp');
  const token = await api.register({ name: 'Policy Reader', email, pass: 'a buyer pass phrase' });
  await page.evaluate(
    ([storedToken, storedEmail]) => {
      localStorage.setItem('userToken', storedToken);
      localStorage.setItem('userEmail', storedEmail);
    },
    [token, email],
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await collect();

  await page.goto('/admin');
  await page.getByLabel('Login').fill(server.adminLogin);
  await page.getByLabel('Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  await collect();

  expect(violations).toEqual([]);
});

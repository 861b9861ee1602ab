import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signInAs, startTheApp, test, uniqueEmail } from '../support/fixtures';
import { repositoryRoot, startServer } from '../support/server';
import { hashFolder } from '../support/hash-folder';
import { serveFolder } from '../support/static-server';

// The architecture promises of DESIGN.md: each test fails if the promise breaks.

test('a visitor on / downloads no script before interacting, then no buyer or admin code and no Ant Design', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });
  await page.goto('/');
  await expect(page.getByText(/1\.00 .+ = \$\d+\.\d{2}/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page reads complete from its HTML: no script is requested until the visitor does something.
  expect(scripts.map(({ url }) => url)).toEqual([]);

  await startTheApp(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/remotes/marketing/')).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes('/remotes/buyer/') || url.includes('/remotes/admin/'))).toEqual([]);
  // an English page downloads no other language's catalog (ru-….js, errors.ru-….js)
  expect(requested.filter((url) => /\/(?:[\w-]+\.)?ru-[\w-]+\.js$/.test(new URL(url).pathname))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  // @ant-design/cssinjs marks its style registry with this property; it is in every antd build.
  const withAntd = scripts.filter(({ body }) => body.includes('__cssinjs_instance__') || body.includes('ant-design'));
  expect(withAntd.map(({ url }) => url)).toEqual([]);
});

test('with the admin remote unreachable, /admin shows the error boundary and the landing still works', async ({ page }) => {
  const server = await startServer({ REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js' });
  try {
    await page.goto(`${server.url}/admin`);
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Retrying an address that still does not answer shows the same message, not a blank page.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();

    await page.goto(`${server.url}/`);
    await expect(page.getByText('The future of digital currency!')).toBeVisible();
    await expect(page.getByText(/1\.00 .+ = \$\d+\.\d{2}/)).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("changing a remote's URL in configuration takes effect without rebuilding the shell", async ({ page }) => {
  const shellBefore = hashFolder(join(repositoryRoot, 'shell', 'dist'));
  // A released copy of the admin remote, deployed on its own origin, as a CDN would hold it.
  const release = mkdtempSync(join(tmpdir(), 'openpresale-admin-release-'));
  cpSync(join(repositoryRoot, 'mfe-admin', 'dist'), release, { recursive: true });
  const cdn = await serveFolder(release);
  const server = await startServer({ REMOTE_ADMIN_URL: `${cdn.url}/remoteEntry.js` });
  try {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.url) || request.url().includes('/remotes/admin/')) remoteRequests.push(request.url());
    });
    await page.goto(`${server.url}/admin`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(remoteRequests.length).toBeGreaterThan(0);
    expect(remoteRequests.every((url) => url.startsWith(cdn.url))).toBe(true);
    expect(cdn.requests).toContain('/remoteEntry.js');
    expect(hashFolder(join(repositoryRoot, 'shell', 'dist'))).toBe(shellBefore);
  } finally {
    await server.stop();
    await cdn.close();
    rmSync(release, { recursive: true, force: true });
  }
});

test('the session the shell provides is the one a remote reads (one shared instance)', async ({ page, api }) => {
  const email = uniqueEmail('singleton');
  const token = await api.register({ name: 'Singleton Check', email, pass: 'correct-horse-1' });
  // The shell reads the session from local storage and passes it through the host contract.
  await signInAs(page, token, email);
  await page.goto('/dashboard');
  await expect(page.getByText('Hello, Singleton Check')).toBeVisible();
  // The buyer remote shows the e-mail it read from the host contract's session.
  await expect(page.getByText(email)).toBeVisible();
});

import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { asBuildForContract, buildAdminRelease } from '../support/admin-builds';
import { createApiHelper } from '../support/api';
import { expect, test } from '../support/fixtures';
import { repositoryRoot, startServer, type RunningServer } from '../support/server';
import { hashFolder } from '../support/hash-folder';
import { serveFolder } from '../support/static-server';

// Releasing a section without a restart: a second real build of the admin remote, deployed at a
// second loopback origin, registered and switched to from the admin's own Releases screen while
// that very screen is in use, then rolled back; a build for another contract major refused at
// registration and, forced in through configuration, kept out by the shell in plain words.

const V2 = '2.0.0-e2e';
let v2Folder: string;
let nextMajorFolder: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  v2Folder = buildAdminRelease(V2);
  nextMajorFolder = asBuildForContract(v2Folder, '9.0.0-e2e', '2.0.0');
});

test.afterAll(() => {
  for (const folder of [v2Folder, nextMajorFolder]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const bundledVersion = () =>
  (JSON.parse(readFileSync(join(repositoryRoot, 'mfe-admin', 'dist', 'openpresale-build.json'), 'utf8')) as { version: string }).version;

async function signIn(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Login').fill(server.adminLogin);
  await page.getByLabel('Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name });
const runningAdmin = (page: Page) => page.locator('.ad-sider-version');
const toast = (page: Page) => page.locator('.toast-region');
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

test('the owner releases a new admin version from the Releases screen, the open tab takes it at its next navigation, and rolls it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellBefore = hashFolder(join(repositoryRoot, 'shell', 'dist'));
  const cdn = await serveFolder(v2Folder);
  const nextMajor = await serveFolder(nextMajorFolder);
  const server = await startServer();
  try {
    // what the browser asks of the second origin (the server asks it too, when it checks a build)
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.url)) fromCdn.push(new URL(request.url()).pathname);
    });
    await signIn(page, server);
    const v1 = bundledVersion();
    await expect(runningAdmin(page)).toHaveText(`Admin section ${v1}`);
    await menu(page, 'Releases').click();
    await expect(page.getByRole('heading', { name: 'Releases' })).toBeVisible();
    const adminCard = card(page, 'Administration (admin)');
    await expect(adminCard.getByLabel('Live admin release')).toContainText(v1);
    await expect(page.locator('.site-footer-versions')).toHaveText(
      new RegExp(`^Versions: shell \\S+ · API \\S+ · marketing \\S+ · buyer \\S+ · admin ${v1.replace(/[.+]/g, '\\$&')}$`),
    );

    const address = page.getByLabel("Address of the build's remoteEntry.js");
    const registerButton = page.getByRole('button', { name: 'Check and register' });
    // nothing deployed there: refused, nothing registered
    await address.fill('http://127.0.0.1:9/admin/remoteEntry.js');
    await registerButton.click();
    await expect(page.getByText(/^Nothing answers at http:\/\/127\.0\.0\.1:9\/admin\/remoteEntry\.js/)).toBeVisible();
    // a build made for the next major of the host contract: refused, in words
    await address.fill(`${nextMajor.url}/remoteEntry.js`);
    await registerButton.click();
    await expect(page.getByText(/was made for host contract 2\.0\.0; this site offers host contract 1\.1\.0/)).toBeVisible();
    await expect(adminCard.getByRole('region', { name: 'Registered admin versions' })).toHaveCount(0);

    await address.fill(`${cdn.url}/remoteEntry.js`);
    await registerButton.click();
    await expect(toast(page)).toContainText(`Registered: admin ${V2}`);
    await adminCard.getByRole('button', { name: `Switch admin to ${V2}` }).click();
    await expect(toast(page)).toContainText(`Released: admin ${V2} is live.`);
    await expect(adminCard.getByLabel('Live admin release')).toContainText(V2);
    // the tab keeps running the version it loaded until its next navigation
    await expect(runningAdmin(page)).toHaveText(`Admin section ${v1}`);
    expect(fromCdn).toEqual([]);

    await menu(page, 'Overview').click();
    await expect(runningAdmin(page)).toHaveText(`Admin section ${V2}`);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    expect(fromCdn).toContain('/remoteEntry.js');
    // one admin section on the page, never the two versions side by side
    await expect(page.locator('.ad-root')).toHaveCount(1);
    await menu(page, 'Releases').click();
    await expect(runningAdmin(page)).toHaveText(`Admin section ${V2}`);
    await expect(page.locator('.site-footer-versions')).toContainText(`admin ${V2}`);
    await expect(adminCard.getByLabel('Live admin release')).toContainText(V2);
    await expect(adminCard.getByText(/^Released/).locator('..')).toBeVisible();

    await adminCard.getByRole('button', { name: `Roll admin back to ${v1}` }).click();
    await expect(toast(page)).toContainText(`Rolled back: admin ${v1} is live.`);
    await menu(page, 'Overview').click();
    await expect(runningAdmin(page)).toHaveText(`Admin section ${v1}`);
    await expect(page.locator('.ad-root')).toHaveCount(1);
    await menu(page, 'Releases').click();
    await expect(adminCard.getByLabel('Live admin release')).toContainText(v1);

    // a new tab gets the live version from its first page
    const fresh = await page.context().newPage();
    await fresh.goto(`${server.url}/admin/dashboard/releases`);
    await expect(runningAdmin(fresh)).toHaveText(`Admin section ${v1}`);
    // a buyer page's HTML names every version for support
    const buyerPage = await (await fetch(`${server.url}/dashboard`)).text();
    expect(buyerPage).toMatch(
      new RegExp(
        `<meta name="openpresale-versions" content="shell=[^;"]+; api=[^;"]+; marketing=[^;"]+; buyer=[^;"]+; admin=${v1.replace(/[.+]/g, '\\$&')}">`,
      ),
    );

    expect(hashFolder(join(repositoryRoot, 'shell', 'dist'))).toBe(shellBefore);
  } finally {
    await server.stop();
    await cdn.close();
    await nextMajor.close();
  }
});

test('a build for another contract major forced in through configuration shows the boundary in plain words, and / keeps working', async ({
  page,
}) => {
  const nextMajor = await serveFolder(nextMajorFolder);
  const server = await startServer({ REMOTE_ADMIN_URL: `${nextMajor.url}/remoteEntry.js` });
  try {
    const signIn = await page.goto(`${server.url}/admin`);
    expect(signIn?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('This section’s version does not fit this site’s version, so it is not shown.');
    await expect(page.getByRole('alert')).toContainText(
      'The administration area here is version 9.0.0-e2e, made for version 2 of the site; this site is version 1.',
    );
    // its code was never run: the shell did not even ask for the entry
    expect(nextMajor.requests).not.toContain('/remoteEntry.js');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByText('The future of digital currency!')).toBeVisible();
    await expect(page.getByText(/1\.00 .+ = \$\d+\.\d{2}/)).toBeVisible();
  } finally {
    await server.stop();
    await nextMajor.close();
  }
});

/** Where the server places a browser for a canary of `remote` (0–99), as api/src/releases/canary.ts does. */
function canaryPlace(remote: string, browser: string): number {
  return createHash('sha256').update(`${remote}:${browser}`).digest().readUInt32BE(0) % 100;
}

test('a canary reaches the browsers in its share, the same ones at every load, and no other', async ({ browser }) => {
  test.setTimeout(120_000);
  const cdn = await serveFolder(v2Folder);
  const server = await startServer();
  const api = createApiHelper(server);
  try {
    const token = await api.adminToken();
    const registered = await api.call<{ remote: { versions: { id: number }[] } }>('POST', 'releases.php', {
      token,
      body: { remote: 'admin', url: `${cdn.url}/remoteEntry.js` },
    });
    await api.call('POST', 'releases.php?action=canary', {
      token,
      body: { remote: 'admin', versionId: registered.remote.versions[0]!.id, percent: 50 },
    });
    const ids = Array.from({ length: 40 }, (_, i) => `e2e-browser-${String(i).padStart(8, '0')}`);
    const inside = ids.find((id) => canaryPlace('admin', id) < 50)!;
    const outside = ids.find((id) => canaryPlace('admin', id) >= 50)!;
    for (const [id, expected] of [
      [inside, V2],
      [outside, bundledVersion()],
    ] as const) {
      const context = await browser.newContext();
      await context.addInitScript((stored) => localStorage.setItem('op-browser-id', stored), id);
      const page = await context.newPage();
      await signIn(page, server);
      await expect(runningAdmin(page)).toHaveText(`Admin section ${expected}`);
      // sticky: the same browser gets the same version when it comes back
      await page.reload();
      await expect(runningAdmin(page)).toHaveText(`Admin section ${expected}`);
      await context.close();
    }
  } finally {
    await server.stop();
    await cdn.close();
  }
});

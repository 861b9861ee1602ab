import type { Page } from '@playwright/test';
import { emailLink, type ApiHelper } from '../support/api';
import { expect, startTheApp, test, uniqueEmail } from '../support/fixtures';

// People arrive on the landing page and walk from one remote into the next in one tab, so the
// remotes share one runtime, one router and one query cache. These journeys move only through
// links and buttons (never page.goto into a section, except typing /admin, which has no link),
// and fail on any page error or failed request the journey does not expect.

/** Records what would show up as a broken page: script errors and failed API or asset requests. */
function watchForFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the page itself abandons (a query cancelled by a navigation) is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed ${request.method()} ${request.url()}`);
  });
  return failures;
}

/**
 * The issuer has configured a tracking pixel, so every first visit is asked about pixels; the
 * journeys answer the banner the way a visitor does instead of hiding it from the page.
 */
async function configureTrackingPixel(api: ApiHelper) {
  const key = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await api.call('POST', 'pixels.php', { token: await api.adminToken(), body: { api_key: key, location: '/privacy' } });
}

async function refusePixelsOnTheBanner(page: Page) {
  await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toHaveCount(0);
}

/** The landing page's header links sit behind a menu button on narrow screens. */
async function openHeaderMenuIfNarrow(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** The dashboard's sidebar is a side sheet on narrow screens. */
async function clickSidebarLink(page: Page, name: string) {
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  if (!(await sidebar.getByRole('link', { name, exact: true }).isVisible())) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await sidebar.getByRole('link', { name, exact: true }).click();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, pixelsAnswered: false });

    test(`a visitor registers from the landing page, confirms the address from the e-mail, orders, opens every dashboard page, logs out and back in (${viewport.name})`, async ({
      page,
      api,
      server,
    }) => {
      await configureTrackingPixel(api);
      const failures = watchForFailures(page);
      const email = uniqueEmail(`journey-${viewport.name}`);
      const password = 'journey-pass-1';

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'The future of digital currency!' })).toBeVisible();
      await refusePixelsOnTheBanner(page);
      // The journey is one runtime across the remotes: the visitor has read the landing page (the
      // app took over at their first move) before following its link.
      await startTheApp(page);
      await openHeaderMenuIfNarrow(page);
      await page.getByRole('link', { name: 'Register', exact: true }).click();

      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel('Full name').fill('Journey Buyer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+1 555 0100');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Register' }).click();

      await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
      await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
      // Not confirmed yet: the page says so; the buyer opens the link of the e-mail they received.
      await expect(page.getByText('Please confirm your e-mail address')).toBeVisible();
      await page.goto(await emailLink(server, email, 'verify-email'));
      await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
      await page.getByRole('link', { name: 'Go to Buy Token' }).click();
      await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
      await expect(page.getByRole('button', { name: /Tether/ })).toBeVisible();
      await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
      await page.getByPlaceholder('Search for a currency...').fill('tether');
      await page.getByRole('button', { name: /Tether/ }).click();
      await page.getByLabel('Amount to pay in crypto').fill('100');
      await page.getByRole('button', { name: 'Buy Now!' }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment Process' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByTestId('by-pay-amount')).toHaveText('100 USDT');
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);
      await expect(page.getByRole('heading', { name: 'Processing Transaction' })).toBeVisible();
      // the order's e-mail, with the payment instructions, reached the buyer's mailbox
      const orderMail = await server.mail.waitFor(() =>
        server.mail.to(email).find((m) => m.subject === 'Demo Token: Order received: pay 100 USDT'),
      );
      expect(orderMail.text).toContain('test-usdt-wallet');

      for (const [link, title] of [
        ['Dashboard', 'Dashboard'],
        ['My Profile', 'My Profile'],
        ['Status', 'Status'],
        ['Buy Token', 'Buy Token'],
        ['DEMO Token Hub', 'DEMO Token Hub'],
        ['How to Buy', 'How to Buy'],
        ['Leaderboard', 'Leaderboard'],
        ['Roulette', 'Roulette'],
      ] as const) {
        await clickSidebarLink(page, link);
        await expect(page).toHaveTitle(`Demo Token | ${title}`);
        await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
      }
      // The order placed above is in the buyer's own history on the hub.
      await clickSidebarLink(page, 'DEMO Token Hub');
      await expect(page.getByRole('row', { name: /100 USDT →/ })).toBeVisible();

      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('link', { name: 'Homepage' }).click();
      await expect(page.getByRole('heading', { name: 'The future of digital currency!' })).toBeVisible();
      await openHeaderMenuIfNarrow(page);
      await page.getByRole('link', { name: 'Log in', exact: true }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
      await expect(page.getByText('Hello, Journey Buyer')).toBeVisible();
      await expect(page.getByRole('button', { name: /Tether/ })).toBeVisible();

      expect(failures).toEqual([]);
    });

    test(`an administrator comes from the landing page, signs in and opens every admin page (${viewport.name})`, async ({
      page,
      server,
      api,
    }) => {
      await configureTrackingPixel(api);
      const failures = watchForFailures(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'The future of digital currency!' })).toBeVisible();
      await refusePixelsOnTheBanner(page);

      // /admin has no public link: the administrator types it, in the same tab.
      await page.goto('/admin');
      await page.getByLabel('Login').fill(server.adminLogin);
      await page.getByLabel('Password').fill(server.adminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
      for (const [label, heading] of [
        ['Crypto', 'Crypto'],
        ['Users', 'All Users'],
        ['Transactions', 'All Transactions'],
        ['Payment review', 'Payment review'],
        ['Withdrawals', 'Withdrawals'],
        ['Presale', 'Presale'],
        ['Change password', 'Change password'],
        ['Change main currency', 'Change main currency'],
        ['Pixels', 'Manage API Keys'],
        ['Security', 'Security'],
        ['Administrators', 'Administrators'],
        ['Audit', 'Audit'],
        ['Outbox', 'Outbox'],
        ['Releases', 'Releases'],
        ['Overview', 'Overview'],
      ] as const) {
        const navigation = page.getByRole('button', { name: 'Open navigation' });
        if (await navigation.isVisible()) await navigation.click();
        await page.getByRole('menuitem', { name: label }).click();
        await expect(page).toHaveTitle(`Demo Token | ${heading}`);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
      }

      expect(failures).toEqual([]);
    });
  });
}

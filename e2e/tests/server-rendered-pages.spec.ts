import type { Page } from '@playwright/test';
import { expect, startTheApp, test, uniqueEmail } from '../support/fixtures';

// The marketing pages arrive rendered by the server (the marketing remote's own components, with
// the figures of that moment) and the federated app takes over without moving anything.

/** Orders a real approved purchase so that the progress is off zero; the API's figures after it. */
async function realFigures(api: import('../support/api').ApiHelper) {
  const admin = await api.adminToken();
  await api.call('PUT', 'settings.php', { token: admin, body: { hardCap: 40_000 } });
  const buyer = await api.register({ name: 'Server Page', email: uniqueEmail('ssr'), pass: 'server-page-1' });
  const order = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
    token: buyer,
    body: { cryptoToTransfer: 'USDT', amountToTransfer: 3000 },
  });
  const [created] = (
    await api.call<{ transactions: { id: number }[] }>('GET', `transactions.php?orderToken=${order.orderToken}`, { token: buyer })
  ).transactions;
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: created!.id, status: 'approved' } });
  const settings = await api.call<{ presale: { progress: number }; settings: { tokenSymbol: string } }>('GET', 'settings.php');
  const price = await api.call<{ data: { value: number }[] }>('GET', 'mainCurrency.php');
  return {
    progress: Math.floor(settings.presale.progress),
    priceLine: `1.00 ${settings.settings.tokenSymbol} = $${price.data[0]!.value.toFixed(2)}`,
  };
}

test('with JavaScript off, the landing page shows its figures, sections and links', async ({ browser, server, api }) => {
  const figures = await realFigures(api);
  expect(figures.progress).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'The future of digital currency!' })).toBeVisible();
    await expect(page.getByTestId('token-price')).toHaveText(figures.priceLine);
    await expect(page.getByTestId('presale-progress')).toHaveText(`Progress: ${figures.progress}%`);
    for (const heading of ['Token Details', 'Rewards', 'Tokenomics', 'Frequently asked questions']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Every answer of the FAQ reads, not only the one the app opens first.
    await expect(page.getByText('Anyone who registers an account')).toBeVisible();
    // On a phone the menu's links are shown, since no script opens the menu.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    // Links are ordinary links: following one loads the next page, rendered by the server too.
    await page.getByRole('link', { name: 'Register' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Register$/);
  } finally {
    await context.close();
  }
});

/** Boxes of what a visitor reads first, and every layout shift, recorded from the very start of the page. */
async function recordFromTheStart(page: Page) {
  await page.addInitScript(() => {
    const record = { shifts: [] as { value: number; sources: string[] }[], before: null as Record<string, number[]> | null };
    (window as unknown as { __record: typeof record }).__record = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const serverPage = document.getElementById('op-server-page');
      if (!serverPage) return;
      record.before = Object.fromEntries(
        Array.from(serverPage.querySelectorAll('h1, h2, [data-testid], footer, .op-consent')).map((element, index) => {
          const box = element.getBoundingClientRect();
          return [`${index}:${element.tagName}:${element.textContent?.slice(0, 30)}`, [box.x, box.y, box.width, box.height]];
        }),
      );
    });
  });
}

/** Holds the app's start-up script until the returned function is called: the server's markup stays meanwhile. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/mf-entry-bootstrap-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function boxesAfterTakeOver(page: Page) {
  await startTheApp(page);
  await expect(page.locator('#root')).toBeVisible();
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.getElementById('root')!.querySelectorAll('h1, h2, [data-testid], footer, .op-consent')).map((element, index) => {
        const box = element.getBoundingClientRect();
        return [`${index}:${element.tagName}:${element.textContent?.slice(0, 30)}`, [box.x, box.y, box.width, box.height]];
      }),
    ),
  );
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the app takes over the server's page with no layout shift`, async ({ page, api }) => {
    const figures = await realFigures(api);
    await page.setViewportSize(viewport);
    await recordFromTheStart(page);
    await page.goto('/');
    const after = await boxesAfterTakeOver(page);
    // The app shows the same figures the server did.
    await expect(page.getByTestId('presale-progress')).toHaveText(`Progress: ${figures.progress}%`);
    await expect(page.getByTestId('token-price')).toHaveText(figures.priceLine);
    const record = await page.evaluate(() => (window as unknown as { __record: { shifts: unknown[]; before: unknown } }).__record);
    expect(record.before, 'the server page was there before the app').not.toBeNull();
    // Same headings, figures and footer, in the same places, to the pixel.
    expect(after).toEqual(record.before);
    expect(record.shifts).toEqual([]);
  });
}

test.describe('a first visit, before the pixel choice', () => {
  test.use({ pixelsAnswered: false });

  test('the consent banner shows with the server page and stays in place when the app takes over', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await recordFromTheStart(page);
    await page.goto('/');
    const after = await boxesAfterTakeOver(page);
    const record = await page.evaluate(() => (window as unknown as { __record: { shifts: unknown[]; before: unknown } }).__record);
    expect(Object.keys(after).some((key) => key.includes('SECTION:Tracking pixels'))).toBe(true);
    expect(after).toEqual(record.before);
    expect(record.shifts).toEqual([]);
    // The app's banner answers as the early one would have.
    await page.getByRole('button', { name: 'Refuse' }).click();
    await expect(page.getByRole('heading', { name: 'Tracking pixels' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pixelConsent'))).toBe('refused');
  });

  test('a choice made on the server page before the app takes over is kept', async ({ browser, server }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // Hold the app back until the visitor has answered the early banner.
      const release = await holdTheApp(page);
      await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#op-server-page')).toHaveCount(1);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Tracking pixels' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('pixelConsent'))).toBe('accepted');
      release();
      await expect(page.locator('#op-server-page')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'The future of digital currency!' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tracking pixels' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test('what a visitor types into the server-rendered form before the app takes over is kept and signs them in', async ({
  browser,
  server,
  api,
}) => {
  const email = uniqueEmail('early-typist');
  await api.register({ name: 'Early Typist', email, pass: 'typed-early-1' });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    // Hold the app back while the visitor types into the server's markup.
    const release = await holdTheApp(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#op-server-page')).toHaveCount(1);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('typed-early-1');
    release();
    await expect(page.locator('#op-server-page')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-early-1');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
  } finally {
    await context.close();
  }
});

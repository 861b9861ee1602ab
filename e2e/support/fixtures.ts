import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import { createApiHelper, type ApiHelper } from './api';

// Each worker runs its own production server on a fresh database; tests use unique e-mails.
// Tests of one worker share that server, so a pixel configured by one test makes the shell ask
// every later visitor about pixels. Unless a test asks for the question (pixelsAnswered: false),
// its browser has already refused before the first page loads, so the banner never covers what
// the test is about.
export const test = base.extend<{ api: ApiHelper; pixelsAnswered: boolean }, { server: RunningServer }>({
  pixelsAnswered: [true, { option: true }],
  page: async ({ page, pixelsAnswered }, use, testInfo) => {
    if (pixelsAnswered) await refusePixelsBeforeLoad(page);
    waitForTheAppAfterEachGoto(page);
    const events = recordPageEvents(page);
    await use(page);
    // CI keeps only the printed output, so a failed test tells what the page went through.
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(`What the page went through in '${testInfo.title}' (last URL ${page.url()}):\n${events.join('\n')}`);
    }
  },
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  api: async ({ server }, use) => use(createApiHelper(server)),
});

export { expect };

export function uniqueEmail(prefix = 'buyer'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Stores a user session in local storage the way the login page does. */
export async function signInAs(page: Page, token: string, email: string): Promise<void> {
  await page.goto('/privacy');
  await page.evaluate(
    ([storedToken, storedEmail]) => {
      localStorage.setItem('userToken', storedToken);
      localStorage.setItem('userEmail', storedEmail);
    },
    [token, email],
  );
}

/**
 * A marketing page arrives rendered by the server and is readable at once; its buttons (menu,
 * FAQ, forms) work once the app has taken over, moments later. Tests of what those buttons do
 * start there, as a visitor who waits for the page to settle would: every page.goto waits until
 * the server's markup has given way to the app (server-rendered-pages.spec.ts tests the markup
 * itself and the take-over).
 */
function waitForTheAppAfterEachGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(() => document.getElementById('op-server-page') === null, undefined, { timeout: 30_000 })
      // A page whose remote cannot load keeps the server's markup; the test's own checks tell.
      .catch(() => {});
    return response;
  };
}

/** The shell reads the pixel choice once at start, so it is stored before any page loads. */
async function refusePixelsBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pixelConsent', 'refused'));
}

/** Navigations, page errors, console errors and answers of 400 or more, in order, with times. */
function recordPageEvents(page: Page): string[] {
  const events: string[] = [];
  const start = Date.now();
  const note = (text: string) => events.push(`  +${Date.now() - start} ms ${text}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return events;
}

/**
 * The landing page and the privacy policy are complete in their server markup and request the app
 * only at the visitor's first interaction. A test of what the app does there first moves the
 * pointer over the page, as a person reading it would, and waits until the app has taken over.
 */
export async function startTheApp(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await expect(page.locator('#op-server-page')).toHaveCount(0, { timeout: 30_000 });
}

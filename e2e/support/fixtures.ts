import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import { createApiHelper, type ApiHelper } from './api';

// Each worker runs its own production server on a fresh database; tests use unique e-mails.
export const test = base.extend<{ api: ApiHelper }, { server: RunningServer }>({
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
 * Records a refusal of tracking pixels before any page of this test loads. Another test of the same
 * worker may have configured a pixel, and the shell reads the choice once at start, so storing it
 * after the first page has loaded would leave the banner over the page.
 */
export async function refusePixelsBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pixelConsent', 'refused'));
}

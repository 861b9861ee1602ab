import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Chromium: the one named by PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's, else Playwright's own.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two cores: one worker per core; each worker starts its own production server and database.
  workers: 2,
  // One retry: these machines are shared and CI's is several times faster than ours, so a timing
  // flake must not hide the rest of the run. npm test names every test that passed only on its
  // retry ('flaky'), so a flake is seen and fixed, not silently absorbed.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

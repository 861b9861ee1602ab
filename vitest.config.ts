import { defineConfig } from 'vitest/config';

// Every unit, API and component test of the workspace; e2e tests run with Playwright instead.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'shell', 'mfe-marketing', 'mfe-buyer', 'mfe-admin'],
  },
});

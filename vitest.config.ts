import { defineConfig } from 'vitest/config';
import { apiProjects } from './api/vitest.projects';

// Every unit, API and component test of the workspace; e2e tests run with Playwright instead.
export default defineConfig({
  test: {
    projects: ['shared', ...apiProjects, 'shell', 'mfe-marketing', 'mfe-buyer', 'mfe-admin'],
  },
});

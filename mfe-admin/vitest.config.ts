import { defineConfig } from 'vitest/config';
import { componentTestConfig } from '../scripts/vitest-component.ts';

const config = componentTestConfig('mfe-admin');
// antd needs a few browser APIs jsdom lacks; added after the workspace's own setup file. antd
// forms render slowly in jsdom on a shared two-core machine, hence the generous timeout.
config.test.setupFiles = [...(config.test.setupFiles as string[]), new URL('./src/test-setup.ts', import.meta.url).pathname];
config.test.testTimeout = 60_000;

export default defineConfig(config);

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000, setupFiles: ['src/test/setup.ts'] },
});

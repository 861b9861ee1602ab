// Vitest settings for a React package's component tests (jsdom + Testing Library).
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export function componentTestConfig(name: string): UserConfig & { test: Record<string, unknown> } {
  return {
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'dist/**', 'node_modules/**'],
      setupFiles: [new URL('./vitest-setup.ts', import.meta.url).pathname],
      css: false,
    },
  };
}

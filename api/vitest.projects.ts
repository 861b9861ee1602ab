import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Tests of SQLite itself (its query plans, its file settings) and of server processes on SQLite files. */
const SQLITE_ONLY = ['src/indexes.test.ts', 'src/db/sqlite-file.test.ts', 'test/robustness/**'];

// The API suite runs twice: on SQLite (in memory, the embedded default) and on a real PostgreSQL
// server that test/postgres-setup.ts starts from the machine's binaries.
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'api',
      root,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['**/*.pg.test.ts'],
      testTimeout: 20_000,
      setupFiles: ['test/setup.ts'],
    },
  },
  {
    test: {
      name: 'api-postgres',
      root,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: SQLITE_ONLY,
      testTimeout: 30_000,
      hookTimeout: 30_000,
      setupFiles: ['test/setup.ts'],
      globalSetup: ['test/postgres-setup.ts'],
    },
  },
];

import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Tests of SQLite itself (its query plans, its file settings) and of server processes on SQLite files. */
const SQLITE_ONLY = ['src/indexes.test.ts', 'src/db/sqlite-file.test.ts', 'src/robustness/**'];

// The API suite runs twice: on SQLite (in memory, the embedded default) and on a real PostgreSQL
// server that test/postgres-setup.ts starts from the machine's binaries.
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'api',
      root,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.pg.test.ts'],
      testTimeout: 20_000,
      setupFiles: ['src/test/setup.ts'],
    },
  },
  {
    test: {
      name: 'api-postgres',
      root,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: SQLITE_ONLY,
      testTimeout: 30_000,
      hookTimeout: 30_000,
      setupFiles: ['src/test/setup.ts'],
      globalSetup: ['src/test/postgres-setup.ts'],
    },
  },
];

import { startPostgres } from './postgres-server';

// Global setup of the API suite's PostgreSQL run: one server for the run; every harness creates its
// own database on it (test/harness.ts reads TEST_POSTGRES_URL).
export default async function setup() {
  const server = await startPostgres();
  process.env.TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}

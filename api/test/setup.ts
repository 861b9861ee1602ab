import { afterAll } from 'vitest';
import { closeHarnessDatabases } from './harness';

// Every database a test file opened through the harness is closed when the file ends, so a run on
// PostgreSQL does not keep one pool of connections per test.
afterAll(closeHarnessDatabases);

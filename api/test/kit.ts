// The API's public entry for tools outside the package (bench/): start the real server as a
// process, prepare and inspect its database, and run the fault scenarios. Nothing here is part of
// the product; bench imports this module instead of the API's src/ files.
export { closeDatabase, connectionOf, openDatabase, rows } from '../src/db/client';
export { moneyViolations } from '../src/db/integrity';
export { seedIfEmpty } from '../src/db/seed';
export { hashPasswordSync } from '../src/passwords';
export { ADMIN_SESSION_MS, hashToken } from '../src/sessions';
export { concurrencyScenario, crashScenario } from './robustness/scenarios';
export { freePort, prepareDatabase, repositoryRoot, startServerProcess, withDatabase } from './robustness/support';
export { startPostgres } from './postgres-server';
export { createPostgresDatabase, preparePostgresBuyers } from './postgres-buyers';
export { linkIn, parseMail, startTestMailServer, type ReceivedMail, type TestMailServer } from './mail-server';
export { startTestChain, TEST_CHAIN_ID, TEST_EVM_XPUB, type TestChain } from './evm-chain';
export { ChainWatcher } from '../src/jobs/chain-watcher';
export { evmAdapter } from '../src/chains/evm';
export { placeOrder } from '../src/services/orders';
export { sql } from 'drizzle-orm';

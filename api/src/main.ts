import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createHttpPriceService } from './price-service';
import { mountFrontends } from './static';

// The production process: migrates, seeds an empty database, and serves the API, the shell and
// the three remotes on one port. Every setting is an environment variable (README, Configuration).

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let config: ServerConfig;
try {
  config = loadConfig(process.env, repositoryRoot);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { PORT: port, HOST: hostname, DATABASE_PATH: databasePath } = config;

if (databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
const db = openDatabase(databasePath);

const seed = seedIfEmpty(db, { adminLogin: config.ADMIN_LOGIN, adminPassword: config.ADMIN_PASSWORD });
if (seed.generatedPassword) {
  console.log(
    `Created the administrator '${seed.adminLogin}' with the password: ${seed.generatedPassword}\n` +
      'It is shown only this once. Sign in at /admin and change it under Change password.',
  );
}

const app = createApp({
  db,
  priceService: createHttpPriceService({ baseUrl: config.PRICE_API_URL, timeoutMs: config.PRICE_API_TIMEOUT_MS }),
  corsOrigins: config.CORS_ORIGINS,
  trustProxy: config.TRUST_PROXY,
});

mountFrontends(app, {
  root: config.STATIC_ROOT,
  remotes: {
    marketing: config.REMOTE_MARKETING_URL,
    buyer: config.REMOTE_BUYER_URL,
    admin: config.REMOTE_ADMIN_URL,
  },
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`OpenPresale is serving http://localhost:${info.port} (database: ${databasePath})`);
});

function shutDown() {
  server.close();
  db.$client.close();
  process.exit(0);
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createHttpPriceService } from './price-service';
import { mountFrontends } from './static';

// The production process: migrates, seeds an empty database, and serves the API, the shell and
// the three remotes on one port. Every setting is an environment variable (README, Configuration).

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

const port = Number(env.PORT ?? 8080);
const hostname = env.HOST ?? '0.0.0.0';
const databasePath = resolve(env.DATABASE_PATH ?? resolve(repositoryRoot, 'data', 'openpresale.db'));

if (databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
const db = openDatabase(databasePath);

const seed = seedIfEmpty(db, { adminLogin: env.ADMIN_LOGIN, adminPassword: env.ADMIN_PASSWORD });
if (seed.generatedPassword) {
  console.log(
    `Created the administrator '${seed.adminLogin}' with the password: ${seed.generatedPassword}\n` +
      'It is shown only this once. Sign in at /admin and change it under Change password.',
  );
}

const app = createApp({
  db,
  priceService: createHttpPriceService({
    baseUrl: env.PRICE_API_URL ?? 'https://api.coingecko.com/api/v3',
    timeoutMs: Number(env.PRICE_API_TIMEOUT_MS ?? 8000),
  }),
  corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
});

mountFrontends(app, {
  root: resolve(env.STATIC_ROOT ?? repositoryRoot),
  remotes: {
    marketing: env.REMOTE_MARKETING_URL ?? '/remotes/marketing/remoteEntry.js',
    buyer: env.REMOTE_BUYER_URL ?? '/remotes/buyer/remoteEntry.js',
    admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
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

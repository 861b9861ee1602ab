import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, releasesOf } from './app';
import { apiVersion } from './releases/api-version';
import { liveRemotes } from './services/releases';
import { ConfigError, loadConfig, secretsKeyFor, type ServerConfig } from './config';
import { closeDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createHttpPriceService } from './price-service';
import { mountFrontends } from './static';
import { startJobs } from './jobs';

function mailNotice(mode: 'smtp' | 'log' | 'off'): string {
  if (mode === 'smtp') return `Mail: sent through SMTP as ${config.MAIL_FROM}; links in e-mails start with ${publicUrl}.`;
  if (mode === 'log')
    return 'Mail: SMTP_URL is not set; MAIL_LOG=true writes every message, links included, to this log (development only). Nothing is sent.';
  return 'Mail is not configured (SMTP_URL is unset): no e-mail is sent. Messages wait in the outbox (admin: Outbox) and go out once SMTP_URL is set.';
}

// The production process: migrates, seeds an empty database, and serves the API, the shell and
// the three remotes on one port. Every setting is an environment variable (README, Configuration).
// With WORKERS=N the first process migrates and seeds once, then starts N worker processes that
// share the port (node:cluster); everything that changes behaviour lives in the database.

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let config: ServerConfig;
try {
  config = loadConfig(process.env, repositoryRoot);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { PORT: port, HOST: hostname, DATABASE_PATH: databasePath, DATABASE_URL: databaseUrl, WORKERS: workers } = config;
const location = databaseUrl ?? databasePath;
const describedDatabase = databaseUrl ? 'PostgreSQL' : databasePath;

async function prepareDatabase() {
  if (!databaseUrl && databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
  const db = await openDatabase(location);
  const seed = await seedIfEmpty(db, { adminLogin: config.ADMIN_LOGIN, adminPassword: config.ADMIN_PASSWORD });
  if (seed.generatedPassword) {
    console.log(
      `Created the administrator '${seed.adminLogin}' with the password: ${seed.generatedPassword}\n` +
        'It is shown only this once. Sign in at /admin and change it under Change password.',
    );
  }
  return db;
}

const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
const version = apiVersion(repositoryRoot);

async function serveHere(db: Awaited<ReturnType<typeof openDatabase>>) {
  const jobs = startJobs({
    db,
    smtpUrl: config.SMTP_URL,
    mailLog: config.MAIL_LOG,
    from: config.MAIL_FROM,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    evmRpcUrls: config.EVM_RPC_URLS,
    bitcoinEsploraUrl: config.BITCOIN_ESPLORA_URL,
    chainPollMs: config.CHAIN_POLL_SECONDS * 1000,
  });
  const environment = { marketing: config.REMOTE_MARKETING_URL, buyer: config.REMOTE_BUYER_URL, admin: config.REMOTE_ADMIN_URL };
  const app = createApp({
    releases: { environment, apiVersion: version },
    mail: { publicUrl, from: config.MAIL_FROM },
    mailMode: jobs.mailMode,
    db,
    priceService: createHttpPriceService({ baseUrl: config.PRICE_API_URL, timeoutMs: config.PRICE_API_TIMEOUT_MS }),
    corsOrigins: config.CORS_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    secretsKey: secretsKeyFor(config),
    rateLimit: { ordersPerHour: config.ORDERS_PER_HOUR, maxPendingOrders: config.MAX_PENDING_ORDERS },
  });
  mountFrontends(app, {
    root: config.STATIC_ROOT,
    // the environment's remotes until a release is made, then the releases in the database
    remotes: (browser) => liveRemotes(db, releasesOf(app), browser),
    apiVersion: version,
    publicUrl: config.PUBLIC_URL,
  });
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const who = cluster.isWorker ? `worker ${process.pid}` : 'OpenPresale';
    console.log(`${who} is serving http://localhost:${info.port} (database: ${describedDatabase})`);
    if (!cluster.isWorker || process.env.OPENPRESALE_FIRST_WORKER) {
      console.log(mailNotice(jobs.mailMode));
      console.log(
        jobs.networks.length > 0
          ? `Payments: watching ${jobs.networks.join(', ')}; orders in other currencies are approved by hand.`
          : 'Payments: no chain is configured (EVM_RPC_URL_<chainId>, BITCOIN_ESPLORA_URL); every order is approved by hand.',
      );
    }
  });
  const shutDown = () => {
    server.close();
    void jobs
      .stop()
      .catch(() => undefined)
      .then(() => closeDatabase(db))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

if (workers === 1) {
  await serveHere(await prepareDatabase());
} else if (cluster.isPrimary) {
  const db = await prepareDatabase();
  await closeDatabase(db);
  console.log(`OpenPresale starts ${workers} worker processes on port ${port} (database: ${describedDatabase})`);
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork(i === 0 ? { OPENPRESALE_FIRST_WORKER: '1' } : {});
  // a worker that dies unexpectedly is replaced; the others keep answering meanwhile
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
} else {
  await serveHere(await openDatabase(location));
}

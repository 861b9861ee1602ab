// `npm run release -- <remote> <url>`: checks the build at <url> (its entry answers, it is a build
// of <remote>, its host contract fits), registers it and makes it live, as the Releases screen
// does in two clicks. `npm run release -- <remote> --rollback` returns to the previous version;
// `npm run release -- --list` prints what is live. For release pipelines: it writes the server's
// database directly (DATABASE_URL or DATABASE_PATH, as the server reads them), every running
// server process serves the change at its next request, and the audit log names the command.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@openpresale/shared/federation';
import { releaseRegisterSchema } from '@openpresale/shared/schemas';
import { ConfigError, loadConfig } from '../config';
import { closeDatabase, openDatabase, type Db } from '../db/client';
import { ApiError } from '../errors';
import { apiVersion } from '../releases/api-version';
import { createReleaseContext } from '../releases/release-context';
import { siteFileRequest } from '../releases/site-files';
import { allReleases, registerVersion, switchVersion } from '../services/releases';
import { zodMessage } from '../context';

const usage = `Usage:
  npm run release -- <remote> <url>       register the build at <url> and make it live
  npm run release -- <remote> --rollback  make the previous version live again
  npm run release -- --list               print the live version of each remote
<remote> is one of ${remoteNames.join(', ')}; <url> is the address of the build's remoteEntry.js.`;

const actor = { system: 'release-command' };

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rollback: { type: 'boolean' }, list: { type: 'boolean' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let config;
try {
  config = loadConfig(process.env, repositoryRoot);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const context = createReleaseContext({
  environment: { marketing: config.REMOTE_MARKETING_URL, buyer: config.REMOTE_BUYER_URL, admin: config.REMOTE_ADMIN_URL },
  apiVersion: apiVersion(repositoryRoot),
  siteRequest: siteFileRequest(config.STATIC_ROOT),
});

async function list(db: Db) {
  for (const remote of await allReleases(db, context)) {
    const { live } = remote;
    const when = live.releasedAt ? `released ${live.releasedAt} by ${live.releasedBy}` : 'from the environment';
    console.log(`${remote.remote.padEnd(9)} ${live.version ?? 'unknown'}  contract ${live.contract ?? 'unknown'}  ${live.url}  (${when})`);
  }
}

async function run(db: Db) {
  if (values.list) return list(db);
  const [remote, url] = positionals;
  if (!remote || (!url && !values.rollback) || (url && values.rollback) || positionals.length > 2) fail(usage, 2);
  const now = new Date().toISOString();
  if (values.rollback) {
    if (!(remoteNames as readonly string[]).includes(remote)) fail(`remote must be one of ${remoteNames.join(', ')}.`, 2);
    const live = await switchVersion(db, context, actor, remote as RemoteName, { rollback: true }, now);
    console.log(`Rolled back: ${remote} ${live.version ?? ''} is live (${live.url}).`);
    return;
  }
  const parsed = releaseRegisterSchema.safeParse({ remote, url });
  if (!parsed.success) fail(zodMessage(parsed.error), 2);
  const { info, versionId } = await registerVersion(db, context, actor, parsed.data.remote, parsed.data.url, now);
  console.log(`Checked: ${remote} ${info.version}, host contract ${info.contract}.`);
  try {
    await switchVersion(db, context, actor, parsed.data.remote, { versionId }, now);
  } catch (error) {
    // registered again while already live: the build at that address is what visitors get
    if (!(error instanceof ApiError && error.httpStatus === 409 && /already live/.test(error.message))) throw error;
  }
  console.log(`Released: ${remote} ${info.version} is live. Open pages load it at their next navigation into that section.`);
}

const db = await openDatabase(config.DATABASE_URL ?? config.DATABASE_PATH);
try {
  await run(db);
} catch (error) {
  if (error instanceof ApiError) fail(`Not released: ${error.message}`);
  throw error;
} finally {
  await closeDatabase(db);
}

import { settingsSchema, settingsUpdateSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, validationError, type AppEnv } from '../context';
import type { Db } from '../db/client';
import { settings } from '../db/tables';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getLevels, getSettings, presaleStats } from '../services/settings';
import { iso } from '../time';
import { admin, body } from '../middleware';
import { methodNotAllowed } from './helpers';

// the admin token may ride in the body; it is not a setting
const settingsPatch = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { admin_token: _token, ...rest } = raw as Record<string, unknown>;
  return rest;
}, settingsUpdateSchema);

async function answer(db: Db) {
  const current = await getSettings(db);
  // where the administrators' digest goes is nobody else's business
  const { adminNotifyEmail: _private, ...publicSettings } = current;
  return { status: 'success' as const, settings: publicSettings, levels: await getLevels(db), presale: await presaleStats(db, current) };
}

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await answer(depsOf(c).db)))
  .put('/', admin('settings.write'), body(settingsPatch), async (c) => {
    const { db, clock } = depsOf(c);
    const patch = c.var.body;
    const now = iso(clock());
    await configWrite(db, async (tx) => {
      const before = await getSettings(tx);
      const merged = settingsSchema.safeParse({ ...before, ...patch });
      if (!merged.success) throw validationError(merged.error);
      await tx
        .insert(settings)
        .values({ id: 1, data: JSON.stringify(merged.data), updatedAt: now })
        .onConflictDoUpdate({ target: settings.id, set: { data: JSON.stringify(merged.data), updatedAt: now } });
      await audit(tx, c.var.session.admin, 'settings.update', 'settings:1', before, merged.data, now);
    });
    return c.json(await answer(db));
  })
  .all('/', methodNotAllowed);

import { settingsSchema, settingsUpdateSchema } from '@openpresale/shared/schemas';

import { Hono } from 'hono';
import { depsOf, parseWith, readJson, requireAdmin, type AppEnv } from '../context';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { badRequest } from '../errors';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getLevels, getSettings, presaleStats } from '../services/settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

function answer(db: Db) {
  const current = getSettings(db);
  return { status: 'success' as const, settings: current, levels: getLevels(db), presale: presaleStats(db, current) };
}

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(answer(depsOf(c).db)))
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = requireAdmin(c, raw);
    // the admin token may ride in the body; it is not a setting
    const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : raw;
    if (body && typeof body === 'object') delete (body as Record<string, unknown>).admin_token;
    const patch = parseWith(settingsUpdateSchema, body);
    const now = iso(clock());
    configWrite(db, (tx) => {
      const before = getSettings(tx);
      const merged = settingsSchema.safeParse({ ...before, ...patch });
      if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? 'Invalid settings.');
      tx.insert(settings)
        .values({ id: 1, data: JSON.stringify(merged.data), updatedAt: now })
        .onConflictDoUpdate({ target: settings.id, set: { data: JSON.stringify(merged.data), updatedAt: now } })
        .run();
      audit(tx, session.admin, 'settings.update', 'settings:1', before, merged.data, now);
    });
    return c.json(answer(db));
  })
  .all('/', methodNotAllowed);

import { locationSchema, pixelBodySchema } from '@openpresale/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseWith, readJson, requireAdmin, type AppEnv, type Ctx } from '../context';
import { first, unitOfWork } from '../db/client';
import { apiKeys } from '../db/tables';
import { badRequest, notFound } from '../errors';
import { audit } from '../services/audit';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const adminOut = (r: typeof apiKeys.$inferSelect) => ({
  id: r.id,
  api_key: r.apiKey,
  api_key_secondary: r.apiKeySecondary,
  location: r.location,
});
// what the audit log keeps of a key: enough to tell records apart, not the secrets themselves
const auditView = (r: typeof apiKeys.$inferSelect) => ({
  id: r.id,
  location: r.location,
  api_key: `${r.apiKey.slice(0, 4)}…`,
  has_secondary: r.apiKeySecondary != null,
});

function idFrom(c: Ctx, ...names: string[]): number {
  const text = names.map((n) => c.req.query(n)).find((v) => v !== undefined);
  if (text === undefined || !/^\d{1,9}$/.test(text) || Number(text) < 1) throw badRequest('id must be a positive whole number.');
  return Number(text);
}

export const pixelsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = depsOf(c);
    const location = c.req.query('location');
    if (location !== undefined) {
      // public: the primary keys of one location only; the secondary key never leaves the admin API
      const loc = parseWith(locationSchema, location);
      const rows = await db
        .select({ id: apiKeys.id, api_key: apiKeys.apiKey })
        .from(apiKeys)
        .where(eq(apiKeys.location, loc))
        .orderBy(asc(apiKeys.id));
      return c.json({ status: 'success' as const, api_keys: rows });
    }
    await requireAdmin(c);
    return c.json({ status: 'success' as const, api_keys: (await db.select().from(apiKeys).orderBy(asc(apiKeys.id))).map(adminOut) });
  })
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireAdmin(c, raw);
    const body = parseWith(pixelBodySchema, raw);
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      const r = (await first(
        tx
          .insert(apiKeys)
          .values({ apiKey: body.api_key, apiKeySecondary: body.api_key_secondary, location: body.location, createdAt: now })
          .returning(),
      ))!;
      await audit(tx, session.admin, 'pixel.create', `api_key:${r.id}`, null, auditView(r), now);
      return r;
    });
    return c.json({ status: 'success' as const, api_key: adminOut(row), message: 'API key saved successfully' });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireAdmin(c, raw);
    const id = idFrom(c, 'id');
    const body = parseWith(pixelBodySchema, raw);
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(apiKeys).where(eq(apiKeys.id, id)));
      if (!before) throw notFound('API key not found.');
      await tx
        .update(apiKeys)
        .set({ apiKey: body.api_key, apiKeySecondary: body.api_key_secondary, location: body.location })
        .where(eq(apiKeys.id, id));
      const after = (await first(tx.select().from(apiKeys).where(eq(apiKeys.id, id))))!;
      await audit(tx, session.admin, 'pixel.update', `api_key:${id}`, auditView(before), auditView(after), now);
      return after;
    });
    return c.json({ status: 'success' as const, api_key: adminOut(row), message: 'API key updated successfully' });
  })
  .delete('/', async (c) => {
    const { db, clock } = depsOf(c);
    const session = await requireAdmin(c);
    const id = idFrom(c, 'api', 'id');
    const now = iso(clock());
    await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(apiKeys).where(eq(apiKeys.id, id)));
      if (!before) throw notFound('API key not found.');
      await tx.delete(apiKeys).where(eq(apiKeys.id, id));
      await audit(tx, session.admin, 'pixel.delete', `api_key:${id}`, auditView(before), null, now);
    });
    return c.json({ status: 'success' as const, message: 'API key deleted successfully' });
  })
  .all('/', methodNotAllowed);

import { locationSchema, pixelBodySchema } from '@openpresale/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, type AppEnv } from '../context';
import { first, unitOfWork } from '../db/client';
import { apiKeys } from '../db/tables';
import { notFound } from '../errors';
import { audit } from '../services/audit';
import { iso } from '../time';
import { admin, body, branch, factory, idParam, query } from '../middleware';
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

// public: the primary keys of one location only; the secondary key never leaves the admin API
const ofLocation = factory.createHandlers(query(z.object({ location: locationSchema })), async (c) => {
  const rows = await depsOf(c)
    .db.select({ id: apiKeys.id, api_key: apiKeys.apiKey })
    .from(apiKeys)
    .where(eq(apiKeys.location, c.var.query.location))
    .orderBy(asc(apiKeys.id));
  return c.json({ status: 'success' as const, api_keys: rows });
});

const everyKey = factory.createHandlers(admin('pixels.manage'), async (c) =>
  c.json({ status: 'success' as const, api_keys: (await depsOf(c).db.select().from(apiKeys).orderBy(asc(apiKeys.id))).map(adminOut) }),
);

export const pixelsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    branch((c) => (c.req.query('location') !== undefined ? ofLocation : everyKey)),
  )
  .post('/', admin('pixels.manage'), body(pixelBodySchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, body } = c.var;
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
  .put('/', admin('pixels.manage'), idParam('id'), body(pixelBodySchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, id, body } = c.var;
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(apiKeys).where(eq(apiKeys.id, id)));
      if (!before) throw notFound('pixel.notFound');
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
  .delete('/', admin('pixels.manage'), idParam('api', 'id'), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, id } = c.var;
    const now = iso(clock());
    await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(apiKeys).where(eq(apiKeys.id, id)));
      if (!before) throw notFound('pixel.notFound');
      await tx.delete(apiKeys).where(eq(apiKeys.id, id));
      await audit(tx, session.admin, 'pixel.delete', `api_key:${id}`, auditView(before), null, now);
    });
    return c.json({ status: 'success' as const, message: 'API key deleted successfully' });
  })
  .all('/', methodNotAllowed);

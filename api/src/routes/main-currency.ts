import { fromMicro, toMicro } from '@openpresale/shared/domain';
import { mainCurrencyUpdateSchema } from '@openpresale/shared/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseWith, readJson, requireAdmin, type AppEnv } from '../context';
import type { Db } from '../db/client';
import { mainCurrency } from '../db/schema';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getMainValueMicro } from '../services/settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const answer = (db: Db) => ({ status: 'success' as const, data: [{ id: 1 as const, value: fromMicro(getMainValueMicro(db)) }] });

export const mainCurrencyRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(answer(depsOf(c).db)))
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = requireAdmin(c, raw);
    const body = parseWith(mainCurrencyUpdateSchema, raw);
    const valueMicro = toMicro(body.value);
    const now = iso(clock());
    configWrite(db, (tx) => {
      const before = getMainValueMicro(tx);
      tx.update(mainCurrency).set({ valueMicro, updatedAt: now }).where(eq(mainCurrency.id, 1)).run();
      audit(
        tx,
        session.admin,
        'main_currency.update',
        'main_currency:1',
        { value: fromMicro(before) },
        { value: fromMicro(valueMicro) },
        now,
      );
    });
    return c.json(answer(db));
  })
  .all('/', methodNotAllowed);

import { fromMicro, toMicro } from '@openpresale/shared/domain';
import { mainCurrencyUpdateSchema } from '@openpresale/shared/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import type { Db } from '../db/client';
import { mainCurrency } from '../db/tables';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getMainValueMicro } from '../services/settings';
import { iso } from '../time';
import { admin, body } from '../middleware';
import { methodNotAllowed } from './helpers';

const answer = async (db: Db) => ({
  status: 'success' as const,
  data: [{ id: 1 as const, value: fromMicro(await getMainValueMicro(db)) }],
});

export const mainCurrencyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await answer(depsOf(c).db)))
  .put('/', admin('settings.write'), body(mainCurrencyUpdateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const valueMicro = toMicro(c.var.body.value);
    const now = iso(clock());
    await configWrite(db, async (tx) => {
      const before = await getMainValueMicro(tx);
      await tx.update(mainCurrency).set({ valueMicro, updatedAt: now }).where(eq(mainCurrency.id, 1));
      await audit(
        tx,
        c.var.session.admin,
        'main_currency.update',
        'main_currency:1',
        { value: fromMicro(before) },
        { value: fromMicro(valueMicro) },
        now,
      );
    });
    return c.json(await answer(db));
  })
  .all('/', methodNotAllowed);

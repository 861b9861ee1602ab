import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { fromMicro } from '@openpresale/shared/domain';
import { depsOf, type AppEnv } from '../context';
import { cryptos } from '../db/tables';
import { ApiError } from '../errors';
import { PriceServiceError } from '../price-service';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getMainValueMicro } from '../services/settings';
import { iso } from '../time';
import { listCryptos } from './cryptos';
import { methodNotAllowed } from './helpers';
import { admin } from '../middleware';

export const ratesRoutes = new Hono<AppEnv>()
  .post('/', admin('currencies.write'), async (c) => {
    const { db, clock, priceService } = depsOf(c);
    const session = c.var.session;
    const rows = await db.select().from(cryptos);
    let prices: Record<string, number>;
    try {
      prices = await priceService.getUsdPrices(rows.map((r) => r.priceId));
    } catch (err) {
      const reason = err instanceof PriceServiceError ? err.message : 'Price service failed';
      throw new ApiError(502, `Failed to fetch crypto rates: ${reason}`);
    }
    const now = iso(clock());
    const result = await configWrite(db, async (tx) => {
      const mainValueMicro = await getMainValueMicro(tx);
      const updated: string[] = [];
      const missing: string[] = [];
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      for (const r of await tx.select().from(cryptos)) {
        const usd = prices[r.priceId];
        // rate = USD price / dollars per token, 6 decimals; computed in floating point first so
        // very cheap coins keep their precision, then rounded to micro-units once
        const rateMicro = typeof usd === 'number' ? Math.round((usd * 1e12) / mainValueMicro) : 0;
        if (!(rateMicro > 0) || !Number.isSafeInteger(rateMicro)) {
          missing.push(r.currency);
          continue;
        }
        await tx.update(cryptos).set({ rateMicro, updatedAt: now }).where(eq(cryptos.id, r.id));
        before[r.currency] = fromMicro(r.rateMicro);
        after[r.currency] = fromMicro(rateMicro);
        updated.push(r.currency);
      }
      await audit(tx, session.admin, 'rates.update', 'cryptos', before, { ...after, missing, mainValue: fromMicro(mainValueMicro) }, now);
      return { updated, missing };
    });
    return c.json({
      status: 'success' as const,
      currencies: await listCryptos(db),
      updated: result.updated,
      missing: result.missing,
      message: result.missing.length > 0 ? `Rates updated; no price for ${result.missing.join(', ')} (old rate kept).` : 'Rates updated.',
    });
  })
  .all('/', methodNotAllowed);
